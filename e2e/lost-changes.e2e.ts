// spec 01 §2 "Lost-changes dialog", §5: leaving a page with unsaved changes asks first; No stays, Yes leaves.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  menuLink,
  openPage,
  signInThroughApi,
  waitForPath,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { LANGUAGE_NAMES, uiText } from './support/ui-texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the lost-changes dialog', () => {
  it('asks before leaving a changed system configuration: No stays with the change, Yes leaves', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'lost-changes', async () => {
        await signInThroughApi(context, 'admin');
        await page.goto('/system_config');
        await waitForShell(page);

        // Any change makes the form dirty: here one of the tenant's languages.
        const swedish = page.getByRole('checkbox', { name: LANGUAGE_NAMES.sw, exact: true });
        await swedish.waitFor();
        const wasChecked = await swedish.isChecked();
        // check()/uncheck() wait until the box really changed.
        await (wasChecked ? swedish.uncheck() : swedish.check());

        const dashboardLink = menuLink(page, 'routes.dashboard');
        const dialog = page.getByRole('dialog', { name: uiText('shell.lostChangesTitle') });

        await dashboardLink.click();
        await dialog.waitFor();
        await dialog.getByText(uiText('shell.lostChangesText')).waitFor();
        await dialog.getByRole('button', { name: uiText('common.no'), exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/system_config');
        expect(await swedish.isChecked()).toBe(!wasChecked);

        await dashboardLink.click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: uiText('common.yes'), exact: true }).click();
        await waitForPath(page, '/dashboard');
        await dialog.waitFor({ state: 'hidden' });
      });
    } finally {
      await close();
    }
  });
});
