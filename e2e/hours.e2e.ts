// issue 9 "Hours and absence" in real Chromium: the demo technician fills a week in the week grid and delivers it,
// an administrator rejects one day with a comment and approves the rest, the technician sees the comment, and a
// locked month refuses a change with the server's message. Screenshots at 1280 and 360 px of the screens.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  screenshotPath,
  signInThroughApi,
  switchTenantThroughApi,
  useBrowser,
  waitForShell,
  withScreenshotOnFailure,
  type DemoUser,
} from './support/browser-session';
import { apiCall, successSnackbar } from './support/master-data';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

// A week of its own (ISO week 10 of 2024, Monday 04.03 to Sunday 10.03), away from the demo's recent hours.
const MONDAY = '2024-03-04';
const WORKDAYS = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08'];
const WEDNESDAY = WORKDAYS[2]!;
const COMMENT = 'Feil ordre – før onsdagen på service 10021';

type Entry = { id: number; date: string; amount: number; state: string; comment: string | null };

async function signedIn(b: Browser, user: DemoUser, width: number, height: number) {
  const context = await b.newContext({
    baseURL: baseURL(),
    viewport: { width, height },
    timezoneId: 'Europe/Oslo',
  });
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(90_000);
  await signInThroughApi(context, user);
  await switchTenantThroughApi(context, 'demo');
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Set-up as the administrator: the technician may deliver their own hours, a work type exists, the week is empty. */
async function prepare(admin: BrowserContext, techId: number): Promise<{ worktype: string }> {
  const roles = await apiCall<{
    items: { id: number; name: string; version: number; permissions: string[] }[];
  }>(admin, 'POST', 'userroles/list', { match: { name: 'Tekniker' }, limit: 5 });
  const role = roles.items.find((r) => r.name === 'Tekniker')!;
  const wanted = ['timer_log_own_hours', 'timer_deliver_own_hours'];
  if (!wanted.every((p) => role.permissions.includes(p))) {
    await apiCall(admin, 'PUT', `userroles/${role.id}`, {
      permissions: [...new Set([...role.permissions, ...wanted])],
      version: role.version,
    });
  }
  const worktype = `Montasje e2e ${Date.now() % 100000}`;
  await apiCall(admin, 'POST', 'worktypes', { name: worktype });
  await apiCall(admin, 'POST', 'hours/unlock_month', { year: 2024, month: 3 }).catch(() => undefined);
  const old = await weekEntries(admin, techId);
  if (old.length) await apiCall(admin, 'DELETE', 'hours', { ids: old.map((e) => e.id) });
  return { worktype };
}

async function weekEntries(context: BrowserContext, userId: number): Promise<Entry[]> {
  const res = await apiCall<{ items: Entry[] }>(context, 'POST', 'hours/filter', {
    start: MONDAY,
    end: '2024-03-10',
    users: [userId],
    limit: 100,
  });
  return res.items;
}

/** The grid cell input (or read-only cell) of a row and a weekday. */
function cell(page: Page, rowText: string, weekday: number): ReturnType<Page['locator']> {
  return page
    .getByRole('row')
    .filter({ hasText: rowText })
    .getByLabel(new RegExp(uiText(`timer.weekday_${weekday}`)))
    .first();
}

describe('hours and absence', () => {
  it('a technician fills and delivers a week, an administrator rejects a day with a comment and approves the rest, the technician sees the comment, a locked month refuses a change', async () => {
    const tech = await signedIn(browser(), 'tech', 1280, 800);
    const admin = await signedIn(browser(), 'admin', 1280, 800);
    try {
      const techWeek = await apiCall<{ user_id: number }>(tech.context, 'GET', `hours/week?date=${MONDAY}`);
      const techId = techWeek.user_id;
      const { worktype } = await prepare(admin.context, techId);

      // 1. The technician fills Monday to Friday in the week grid, 7,5 hours a day.
      const page = tech.page;
      await withScreenshotOnFailure(page, 'hours-fill', async () => {
        await page.goto(`/timer/hours?date=${MONDAY}`);
        await waitForShell(page);
        await page.getByRole('heading', { level: 1, name: uiText('routes.timer_hours') }).waitFor();
        await page.getByText(uiText('timer.week', 'no', { week: '10' }), { exact: true }).waitFor();
        await page.getByText('04.03.2024 – 10.03.2024').waitFor();
        await page.getByRole('button', { name: uiText('timer.addRow') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').first().click();
        await page.getByRole('option', { name: worktype }).click();
        await dialog.getByRole('button', { name: uiText('common.add') }).click();
        await dialog.waitFor({ state: 'detached' });
        for (let day = 1; day <= 5; day++) {
          const input = cell(page, worktype, day);
          await input.fill('7,5');
          await input.press('Enter');
          // Saved: the day's sum shows it.
          await expect
            .poll(() => page.locator(`[data-day-total="${WORKDAYS[day - 1]}"]`).innerText())
            .toBe('7,5');
        }
        await expect.poll(() => page.locator('[data-week-total]').innerText()).toBe('37,5');
        await page.screenshot({ path: screenshotPath('hours-week-grid-1280') });

        // 2. Deliver chosen days in the grid first (issue 9: the grid chooses days like the day list), then the rest
        // of the week: the cells become read-only, coloured as delivered.
        await page.getByRole('checkbox', { name: `${uiText('timer.chooseDay')} 04.03.2024` }).check();
        await page.getByRole('checkbox', { name: `${uiText('timer.chooseDay')} 05.03.2024` }).check();
        await page.getByRole('button', { name: uiText('timer.deliverDays', 'no', { count: '2' }) }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: uiText('common.yes') })
          .click();
        await successSnackbar(page, 'timer.deliveredDone').waitFor();
        await page.locator('[data-state="delivered"]').nth(1).waitFor();
        expect(
          (await weekEntries(admin.context, techId)).map((e) => e.state),
          'Monday and Tuesday delivered, the rest not yet',
        ).toEqual(['delivered', 'delivered', 'not_delivered', 'not_delivered', 'not_delivered']);
        // A delivered day cannot be chosen again.
        await expect(
          page.getByRole('checkbox', { name: `${uiText('timer.chooseDay')} 04.03.2024` }).isDisabled(),
        ).resolves.toBe(true);
        await page.getByRole('button', { name: uiText('timer.deliverWeek') }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: uiText('common.yes') })
          .click();
        await successSnackbar(page, 'timer.deliveredDone').waitFor();
        await page.locator('[data-state="delivered"]').nth(4).waitFor();
        await expect(cell(page, worktype, 1).evaluate((el) => el.tagName)).resolves.toBe('BUTTON');
      });
      const delivered = await weekEntries(admin.context, techId);
      expect(delivered.map((e) => [e.date, e.amount, e.state])).toEqual(
        WORKDAYS.map((d) => [d, 7.5, 'delivered']),
      );

      // 3. The administrator rejects Wednesday with a comment and approves the rest.
      const ap = admin.page;
      await withScreenshotOnFailure(ap, 'hours-approve', async () => {
        await ap.goto(`/timer/approval_hours?date=${MONDAY}`);
        await waitForShell(ap);
        await ap.getByRole('heading', { level: 1, name: uiText('timer.approveTitleHours') }).waitFor();
        const rows = ap.locator('tr[data-entry]').filter({ hasText: worktype });
        await expect.poll(() => rows.count()).toBe(5);
        // An approver corrects a delivered entry (issue 9): Thursday 7,5 → 7; it stays delivered.
        await rows
          .filter({ hasText: '07.03.2024' })
          .getByRole('button', { name: new RegExp(uiText('timer.correct')) })
          .click();
        const correct = ap.getByRole('dialog');
        await correct.getByTestId('hour-correcting').waitFor();
        await correct.getByLabel(new RegExp(uiText('timer.field_amount'))).fill('7');
        await correct.getByRole('button', { name: uiText('common.save') }).click();
        await successSnackbar(ap, 'timer.saved').waitFor();
        await rows.filter({ hasText: '07.03.2024' }).getByText('7', { exact: true }).waitFor();
        await rows.filter({ hasText: '06.03.2024' }).getByRole('checkbox').check();
        await ap.getByRole('button', { name: uiText('timer.rejectSelected', 'no', { count: '1' }) }).click();
        const dialog = ap.getByRole('dialog');
        await dialog.getByRole('button', { name: uiText('timer.reject') }).click();
        // The comment is required.
        await dialog.getByText(uiText('validation.required')).waitFor();
        await dialog.getByLabel(new RegExp(uiText('timer.field_comment'))).fill(COMMENT);
        await dialog.getByRole('button', { name: uiText('timer.reject') }).click();
        await successSnackbar(ap, 'timer.rejectedDone').waitFor();
        // What is left delivered: the other four days; approve them all at once.
        await expect.poll(() => rows.count()).toBe(4);
        await ap.getByRole('checkbox', { name: uiText('timer.selectAll') }).check();
        await ap
          .getByRole('button', { name: uiText('timer.approveSelected', 'no', { count: '4' }), exact: true })
          .click();
        await successSnackbar(ap, 'timer.approvedDone').waitFor();
        await ap.screenshot({ path: screenshotPath('hours-approval-1280') });
      });
      const judged = await weekEntries(admin.context, techId);
      expect(judged.map((e) => [e.date, e.state, e.comment])).toEqual(
        WORKDAYS.map((d) => (d === WEDNESDAY ? [d, 'not_approved', COMMENT] : [d, 'approved', null])),
      );

      // 4. The technician sees the comment, prominently, and Wednesday can be changed again.
      await withScreenshotOnFailure(page, 'hours-comment', async () => {
        await page.reload();
        const banner = page.locator('[data-rejected]');
        await banner.getByText(COMMENT).waitFor();
        await page.locator('[data-state="approved"]').nth(3).waitFor();
        await expect(cell(page, worktype, 3).evaluate((el) => el.tagName)).resolves.toBe('INPUT');
        await page.screenshot({ path: screenshotPath('hours-rejected-1280') });

        // 5. The month is locked meanwhile (by the administrator): the change is refused with the server's message.
        await apiCall(admin.context, 'POST', 'hours/lock_month', { year: 2024, month: 3 });
        const input = cell(page, worktype, 3);
        await input.fill('8');
        await input.press('Enter');
        await page
          .getByRole('alert')
          .filter({ hasText: uiText('hoursapi.error_monthLocked') })
          .first()
          .waitFor();
        // After the refusal the week shows the month as locked and the cell read-only.
        await page.locator('[data-locked-month]').waitFor();
        await expect.poll(() => cell(page, worktype, 3).evaluate((el) => el.tagName)).toBe('BUTTON');
        await page.screenshot({ path: screenshotPath('hours-locked-1280') });
      });
      const after = await weekEntries(admin.context, techId);
      expect(after.find((e) => e.date === WEDNESDAY)?.amount).toBe(7.5);
      expect(after.find((e) => e.date === WORKDAYS[3])?.amount).toBe(7);

      // The technician's phone: the day list, no page-wide sideways scrolling.
      await page.setViewportSize({ width: 360, height: 780 });
      await page.reload();
      await page.locator(`[data-day="${WEDNESDAY}"]`).getByText(COMMENT).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: screenshotPath('hours-week-days-360'), fullPage: true });

      expect(tech.pageErrors).toEqual([]);
      expect(admin.pageErrors).toEqual([]);
      await apiCall(admin.context, 'POST', 'hours/unlock_month', { year: 2024, month: 3 });
    } finally {
      await tech.context.close();
      await admin.context.close();
    }
  });
});
