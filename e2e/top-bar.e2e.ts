// spec 01 §1: the top bar's language picker and tenant switcher.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  menuGroup,
  openPage,
  signInThroughApi,
  switchTenantThroughApi,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { LANGUAGE_NAMES, uiText, uiTextPattern } from './support/ui-texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the top bar', () => {
  it('switches the whole interface to English from the language picker, and keeps it after a reload', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'language-switch', async () => {
        await signInThroughApi(context, 'admin');
        await page.goto('/dashboard');
        await waitForShell(page, 'no');

        await page
          .getByRole('button', {
            name: uiTextPattern('shell.changeLanguage', 'no', { language: LANGUAGE_NAMES.no }),
          })
          .click();
        await page.getByRole('menuitem', { name: LANGUAGE_NAMES.en }).click();

        await waitForShell(page, 'en');
        await menuGroup(page, 'menus.group_settings', 'en').waitFor();
        await page.getByRole('heading', { level: 2, name: uiText('dashboard.overview', 'en') }).waitFor();
        await page
          .getByRole('button', {
            name: uiTextPattern('shell.changeLanguage', 'en', { language: LANGUAGE_NAMES.en }),
          })
          .waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('en');

        // spec 01 §9: the choice lives in the 'language' cookie.
        await page.reload();
        await waitForShell(page, 'en');
      });
    } finally {
      await close();
    }
  });

  it('switches the administrator to the tenant Fjord Utleie AS and shows it afterwards', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'tenant-switch', async () => {
        await signInThroughApi(context, 'admin');
        // A sign-in opens the user's last tenant: start from demo whatever ran before.
        await switchTenantThroughApi(context, 'demo');
        await page.goto('/dashboard');
        await waitForShell(page);

        await page
          .getByRole('button', {
            name: uiTextPattern('shell.switchTenant', 'no', { tenant: 'Demo Service AS' }),
          })
          .click();
        await page.getByRole('menuitem', { name: /Fjord Utleie AS/ }).click();

        // The switch reloads the app on the dashboard of the new tenant.
        await page
          .getByRole('button', {
            name: uiTextPattern('shell.switchTenant', 'no', { tenant: 'Fjord Utleie AS' }),
          })
          .waitFor();
        await waitForShell(page);
        await page
          .getByRole('main')
          .getByText(/Fjord Utleie AS/)
          .waitFor();
        const session = await (await context.request.get('/api/auth/session')).json();
        expect(session.user.domain).toBe('fjord');
      });
    } finally {
      // Later tests expect the administrator's sign-in to open demo again.
      await switchTenantThroughApi(context, 'demo').catch(() => undefined);
      await close();
    }
  });
});
