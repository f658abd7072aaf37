// spec 01 §2 Settings: the integrations overview, a settings record with a write-only secret, and the currency
// page that the currency list opens for add and edit.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshotPath,
  signInThroughApi,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { uiText } from './support/ui-texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('invoicing, document storage and integration settings', () => {
  it('shows the integrations, saves a ClickSend key without ever showing it, and opens the currency page', async () => {
    const { context, page, pageErrors, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'admin-settings', async () => {
        await signInThroughApi(context, 'admin');
        await page.goto('/integrations');
        await waitForShell(page, 'no');
        await page.getByText(uiText('settingslists.integrations_group_accounting', 'no')).waitFor();
        await page.screenshot({ path: screenshotPath('integrations'), fullPage: true });

        await page.goto('/clicksend_configuration');
        const key = page.getByLabel(uiText('settingslists.clicksend_configuration_apikey', 'no'));
        await page
          .getByLabel(uiText('settingslists.clicksend_configuration_username', 'no'))
          .fill('demoservice');
        await key.fill('hemmelig-nokkel');
        await page.getByRole('button', { name: uiText('settings.save', 'no') }).click();
        await page.getByText(uiText('settingslists.secretSaved', 'no')).waitFor();
        expect(await key.inputValue()).toBe('');
        await page.screenshot({ path: screenshotPath('clicksend-configuration'), fullPage: true });

        await page.goto('/currencies');
        await page.getByRole('button', { name: uiText('addlabels.currencies', 'no') }).click();
        await page.waitForURL(/\/currencies\/actions$/);
        await page.getByText(uiText('settingslists.currencyAdd', 'no')).waitFor();
        await page.screenshot({ path: screenshotPath('currency-add'), fullPage: true });
        expect(pageErrors).toEqual([]);
      });
    } finally {
      await close();
    }
  });
});
