// Real Chromium through playwright-core (DESIGN "Chosen dependencies": Debian's chromium, no bundled browser).
// Every test gets its own context, so cookies (session, language) never leak from one test into the next.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { uiLabelPattern, uiText } from './ui-texts';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
export const DEMO_PASSWORD = 'Demo!2345';
export type DemoUser = 'superadmin' | 'admin' | 'office' | 'tech' | 'fjordadmin';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function baseURL(): string {
  return inject('baseURL');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: LAUNCH_ARGS,
  });
}

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page so far. */
  pageErrors: string[];
  close(): Promise<void>;
};

/**
 * A fresh context and page at 1366×768 (the size the screens are designed for). A context, not
 * browser.newPage(): @axe-core/playwright needs one.
 */
export async function openPage(browser: Browser): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 768 } });
  // A shared 2-core machine is slow: generous waits, but always on a condition, never a fixed sleep.
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, close: () => context.close() };
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}.png`);
}

/** Runs a test body and keeps a screenshot of the page when it fails, to see what the user would have seen. */
export async function withScreenshotOnFailure(
  page: Page,
  name: string,
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    await page.screenshot({ path: screenshotPath(`failed-${name}`), fullPage: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Where an element stands once it has stopped moving (a page still scrolling, or rows that grow when a late answer
 * comes): its box, read every `stepMs` until two readings agree (at most 40 readings).
 */
export async function settledBox(page: Page, element: Locator, stepMs = 50) {
  let box = (await element.boundingBox())!;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(stepMs);
    const now = (await element.boundingBox())!;
    if (now.x === box.x && now.y === box.y) break;
    box = now;
  }
  return box;
}

/** Waits until the address bar shows `pathname` (and `search` when given), after redirects settle. */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
  );
}

/** The sign-in form's fields, found by their labels as a user (or a screen reader) finds them. */
export function usernameField(page: Page, lang: 'no' | 'en' = 'no'): Locator {
  return page.getByLabel(uiLabelPattern('login.username', lang));
}

export function passwordField(page: Page, lang: 'no' | 'en' = 'no'): Locator {
  // A whole-label match: the show-password button's name also contains the word.
  return page.getByLabel(uiLabelPattern('login.password', lang));
}

/** Fills in the sign-in form and presses the sign-in button. */
export async function signInThroughForm(
  page: Page,
  username: string,
  lang: 'no' | 'en' = 'no',
  password = DEMO_PASSWORD,
): Promise<void> {
  await usernameField(page, lang).fill(username);
  await passwordField(page, lang).fill(password);
  await page.getByRole('button', { name: uiText('login.signIn', lang) }).click();
}

/** Signs in without the form (for tests about something else): the session cookie lands in the context. */
export async function signInThroughApi(context: BrowserContext, username: DemoUser): Promise<void> {
  const res = await context.request.post('/api/auth?use_cookies=true', {
    data: { username, password: DEMO_PASSWORD },
    headers: { 'x-client-version': '1.42' },
  });
  if (!res.ok()) throw new Error(`Sign-in of ${username} failed: ${res.status()} ${await res.text()}`);
}

/** Moves the context's session to another tenant without the top bar (test set-up and clean-up). */
export async function switchTenantThroughApi(context: BrowserContext, domain: string): Promise<void> {
  const res = await context.request.post('/api/auth/switch_tenant?use_cookies=true', {
    data: { domain },
    headers: { 'x-client-version': '1.42' },
  });
  if (!res.ok()) throw new Error(`Switch to ${domain} failed: ${res.status()} ${await res.text()}`);
}

/** The left menu ('Hovedmeny'). */
export function mainMenu(page: Page, lang: 'no' | 'en' = 'no'): Locator {
  return page.getByRole('navigation', { name: uiText('shell.mainMenu', lang) });
}

/** A page link of the left menu by its name (exact: 'Dashbord' is not 'Iframe-dashbord'). */
export function menuLink(page: Page, titleKey: string, lang: 'no' | 'en' = 'no'): Locator {
  return mainMenu(page, lang).getByRole('link', { name: uiText(titleKey, lang), exact: true });
}

/** A group of the left menu (it expands, it is not a page). */
export function menuGroup(page: Page, titleKey: string, lang: 'no' | 'en' = 'no'): Locator {
  return mainMenu(page, lang).getByRole('button', { name: uiText(titleKey, lang), exact: true });
}

/** The signed-in shell is there: the left menu has its entries. */
export async function waitForShell(page: Page, lang: 'no' | 'en' = 'no'): Promise<void> {
  await menuLink(page, 'routes.dashboard', lang).waitFor();
}

/** One browser per test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * A test body on a fresh page of `user` signed in through the API and switched to `tenant`: a screenshot is kept
 * when it fails, and the page is closed whatever happens.
 */
export async function asSignedIn(
  browser: Browser,
  user: DemoUser,
  tenant: string,
  name: string,
  body: (session: TestPage) => Promise<void>,
): Promise<void> {
  const session = await openPage(browser);
  try {
    await withScreenshotOnFailure(session.page, name, async () => {
      await signInThroughApi(session.context, user);
      await switchTenantThroughApi(session.context, tenant);
      await body(session);
    });
  } finally {
    await session.close();
  }
}
