// Helpers of the master data tests (issue 3): set-up and clean-up through the real API, and the parts of a list
// screen a user looks at (the grid's rows, the snackbar).
import { expect } from 'vitest';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { uiText } from './ui-texts';

const HEADERS = { 'x-client-version': '1.42' };

/** The headers of a JSON call to the API (every state-changing call needs the client version). */
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-client-version': '1.42' };

/** A POST as the request context's signed-in user that must answer 200 (a test's set-up step): its answer. */
export async function postOk<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const r = await request.post(path.startsWith('/') ? path : `/api/${path}`, { headers: JSON_HEADERS, data });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as T;
}

/** A call to the API as the context's signed-in user (set-up and clean-up, not what is being tested). */
export async function apiCall<T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await context.request.fetch(`/api/${path}`, { method, data, headers: HEADERS });
  if (!res.ok()) throw new Error(`${method} /api/${path} failed: ${res.status()} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The data rows of the page's (only) data grid, without the header row. */
export function gridRows(page: Page): Locator {
  return page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
}

/** The grid row that shows `text` in one of its cells. */
export function gridRow(page: Page, text: string | RegExp): Locator {
  return gridRows(page).filter({
    has: page.getByRole('gridcell', { name: text, exact: typeof text === 'string' }),
  });
}

/** The texts of one column of the grid's rows, top to bottom (column = the field name). */
export async function columnTexts(page: Page, field: string): Promise<string[]> {
  return (await gridRows(page).locator(`[data-field="${field}"]`).allInnerTexts()).map((s) => s.trim());
}

/** The success snackbar with the text of `key` (spec 01 §8: updatedSuccess, addedSucess). */
export function successSnackbar(page: Page, key: string, vars: Record<string, string> = {}): Locator {
  return page.getByRole('status').filter({ hasText: uiText(key, 'no', vars) });
}

/** The error snackbar (spec 01 §8: 'Message : ' and the server's reason). */
export function errorSnackbar(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: uiText('errors.messagePrefix') });
}

/** Waits until the grid has finished loading (no progress bar) and shows `count` rows. */
export async function waitForRowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[role="grid"] [role="row"][data-rowindex]').length === n &&
      !document.querySelector('[role="grid"] [role="progressbar"]'),
    count,
  );
}
