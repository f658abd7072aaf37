// An axe check of the pages every user sees, of the master data screens (customers, a customer, a settings
// list) and of the hours week on a phone: no serious or critical WCAG 2.x A/AA violations. The full reports land beside the screenshots
// (e2e/screenshots/axe-*.json) for a closer look.
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshotPath,
  signInThroughApi,
  switchTenantThroughApi,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { gridRow } from './support/master-data';
import { uiText } from './support/ui-texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations, one readable line each (rule, impact, help, where). */
async function seriousViolations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  writeFileSync(
    screenshotPath(`axe-${name}`).replace(/\.png$/, '.json'),
    JSON.stringify(results.violations, null, 2),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

describe('accessibility', () => {
  it('has no serious or critical axe violations on /login', async () => {
    const { page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'axe-login', async () => {
        await page.goto('/login');
        await page.getByRole('button', { name: uiText('login.signIn') }).waitFor();
        expect(await seriousViolations(page, 'login')).toEqual([]);
      });
    } finally {
      await close();
    }
  });

  it('has no serious or critical axe violations on /dashboard', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'axe-dashboard', async () => {
        await signInThroughApi(context, 'admin');
        await page.goto('/dashboard');
        await waitForShell(page);
        await page.getByRole('heading', { level: 1, name: /Anne/ }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page, 'dashboard')).toEqual([]);
      });
    } finally {
      await close();
    }
  });

  it('has no serious or critical axe violations on /customers, a customer and /product_units', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'axe-master-data', async () => {
        await signInThroughApi(context, 'admin');
        await switchTenantThroughApi(context, 'demo');
        const found: Record<string, string[]> = {};

        await page.goto('/customers');
        await waitForShell(page);
        await gridRow(page, 'Kulde & Varme Grossisten AS').waitFor();
        await page.waitForLoadState('networkidle');
        found.customers = await seriousViolations(page, 'customers');

        await gridRow(page, 'Kulde & Varme Grossisten AS')
          .getByRole('gridcell', { name: 'Kulde & Varme Grossisten AS', exact: true })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Kulde & Varme Grossisten AS' }).waitFor();
        await page.waitForLoadState('networkidle');
        found.customer = await seriousViolations(page, 'customer-detail');

        await page.goto('/product_units');
        await gridRow(page, 'stk').waitFor();
        await page.waitForLoadState('networkidle');
        found.productUnits = await seriousViolations(page, 'product-units');

        // The hours week as a phone shows it (the day list), where a Sunday's title is red.
        await page.setViewportSize({ width: 412, height: 900 });
        await page.goto('/timer/hours');
        // On a phone the menu is folded away: the page is there when its days are.
        await page.locator('[data-day-total]').first().waitFor();
        await page.waitForLoadState('networkidle');
        found.hours = await seriousViolations(page, 'timer-hours-phone');

        expect(found).toEqual({ customers: [], customer: [], productUnits: [], hours: [] });
      });
    } finally {
      await close();
    }
  });
});
