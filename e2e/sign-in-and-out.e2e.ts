// spec 01 §2 "Navigation guard", §4 Session: signing in, the signed-in shell, signing out, and the redirect of a
// signed-out visitor to /login with the path asked for.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  menuGroup,
  openPage,
  screenshotPath,
  signInThroughApi,
  signInThroughForm,
  usernameField,
  waitForPath,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { uiText, uiTextPattern } from './support/ui-texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in and out', () => {
  it('signs the administrator in on /login and shows the dashboard with the left menu, in Norwegian', async () => {
    const { page, pageErrors, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'sign-in', async () => {
        await page.goto('/login');
        const username = usernameField(page);
        await username.waitFor();
        // spec 01 §1: Norwegian is the default language.
        expect(await page.locator('html').getAttribute('lang')).toBe('nb');
        await page.screenshot({ path: screenshotPath('login'), fullPage: true });

        await signInThroughForm(page, 'admin');
        await waitForPath(page, '/dashboard');
        await waitForShell(page);
        await menuGroup(page, 'menus.group_settings').waitFor();
        // The dashboard greets the signed-in user by name.
        await page.getByRole('heading', { level: 1, name: /Anne/ }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: screenshotPath('dashboard'), fullPage: true });
        expect(pageErrors).toEqual([]);
      });
    } finally {
      await close();
    }
  });

  it('refuses a wrong password and an unknown user with the same message, and stays on /login', async () => {
    const { page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'wrong-password', async () => {
        await page.goto('/login');
        const message = page.getByText(uiTextPattern('login.authenticationFailed'));
        await signInThroughForm(page, 'office', 'no', 'not-the-password');
        await message.waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');

        // DESIGN "API contract": sign-in failures do not reveal whether an account exists.
        await page.reload();
        await signInThroughForm(page, 'nobody-by-this-name', 'no', 'not-the-password');
        await message.waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
      });
    } finally {
      await close();
    }
  });

  it('signs out through the profile menu to /login, after which /dashboard asks for a sign-in again', async () => {
    const { context, page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'sign-out', async () => {
        await signInThroughApi(context, 'admin');
        await page.goto('/dashboard');
        await waitForShell(page);

        await page
          .getByRole('button', {
            name: uiTextPattern('shell.profileMenu', 'no', { name: 'Anne Administrator' }),
          })
          .click();
        await page.getByRole('menuitem', { name: uiText('shell.logout') }).click();
        await waitForPath(page, '/login');
        await usernameField(page).waitFor();

        // spec 01 §2: a route needing login sends the user to /login with the full path as redirect query.
        await page.goto('/dashboard');
        await waitForPath(page, '/login', '?redirect=%2Fdashboard');
        await usernameField(page).waitFor();
        const session = await context.request.get('/api/auth/session');
        expect((await session.json()).isauthenticated).toBe(false);
      });
    } finally {
      await close();
    }
  });

  it('returns to the page that was asked for after signing in from the redirect', async () => {
    const { page, close } = await openPage(browser);
    try {
      await withScreenshotOnFailure(page, 'sign-in-redirect', async () => {
        await page.goto('/departments');
        await waitForPath(page, '/login', '?redirect=%2Fdepartments');
        await usernameField(page).waitFor();
        await signInThroughForm(page, 'admin');
        await waitForPath(page, '/departments');
        await waitForShell(page);
      });
    } finally {
      await close();
    }
  });
});
