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
