// spec 01 §2 "Navigation guard", §6: a route the user has no permission for sends them silently to /dashboard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  menuLink,
  menuGroup,
  openPage,
  signInThroughApi,
  waitForPath,
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

describe('routes without permission', () => {
  it('sends a technician who opens /system_config or /userrole to the dashboard', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'tech-no-permission', async () => {
        await signInThroughApi(context, 'tech');
        for (const path of ['/system_config', '/userrole']) {
          await page.goto(path);
          await waitForPath(page, '/dashboard');
          await waitForShell(page);
        }
        // The technician has no settings menu either (spec 01 §6).
        await menuLink(page, 'routes.dashboard').waitFor();
        expect(await menuGroup(page, 'menus.group_settings').count()).toBe(0);
      });
    } finally {
      await close();
    }
  });

  it('sends a technician from a settings list to the dashboard, and shows customers and equipment without write buttons', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'tech-master-data', async () => {
        await signInThroughApi(context, 'tech');
        // spec 01 §6: each settings entry needs its own permission; the technician has none.
        for (const path of ['/product_units', '/payment_terms']) {
          await page.goto(path);
          await waitForPath(page, '/dashboard');
          await waitForShell(page);
        }

        // spec 01 §6 "Read-only check": role 3 may look at customers but not change them.
        await page.goto('/customers');
        await page.getByRole('heading', { level: 1, name: uiText('routes.customers') }).waitFor();
        const customer = gridRow(page, 'Kulde & Varme Grossisten AS');
        await customer.waitFor();
        expect(await page.getByRole('link', { name: uiText('customers.addCustomer') }).count()).toBe(0);
        expect(await page.getByRole('button', { name: uiText('customers.addCustomer') }).count()).toBe(0);
        expect(await customer.getByRole('checkbox').count()).toBe(0);
        await customer.getByRole('gridcell', { name: 'Kulde & Varme Grossisten AS', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Kulde & Varme Grossisten AS' }).waitFor();
        const name = page.getByRole('textbox', { name: new RegExp(`^${uiText('customers.field_name')}`) });
        await name.waitFor();
        expect(await name.isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: uiText('settings.save') }).count()).toBe(0);

        await page.goto('/equipments');
        await page.getByRole('heading', { level: 1, name: uiText('equipment.listTitle') }).waitFor();
        await page.getByRole('grid').getByRole('row').nth(1).waitFor();
        expect(await page.getByRole('link', { name: uiText('equipment.add') }).count()).toBe(0);
      });
    } finally {
      await close();
    }
  });

  it('lets the administrator open /system_config', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'admin-system-config', async () => {
        await signInThroughApi(context, 'admin');
        await page.goto('/system_config');
        await waitForShell(page);
        await page.getByRole('heading', { level: 1, name: uiText('settings.systemConfigTitle') }).waitFor();
        await waitForPath(page, '/system_config');
      });
    } finally {
      await close();
    }
  });
});
