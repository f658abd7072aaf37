// spec 01 §2 Settings, §5 "Adding a supporting-list item", §8, §9: a generic settings list (/product_units) as an
// administrator uses it: the company's default units, server paging (25 a page), sorting, a debounced search, adding
// with Enter, editing, the lost-changes question, and a unit that products use cannot be deleted.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  mainMenu,
  menuGroup,
  openPage,
  signInThroughApi,
  switchTenantThroughApi,
  waitForPath,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import {
  apiCall,
  columnTexts,
  errorSnackbar,
  gridRow,
  successSnackbar,
  waitForRowCount,
} from './support/master-data';
import { uiLabelPattern, uiText, uiTextPattern } from './support/ui-texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The demo company's default units (apps/server/src/modules/settings/settings.defaults.ts).
const DEFAULT_UNITS = ['stk', 't', 'm', 'm²', 'kg', 'l', 'km', 'døgn', 'sett', 'pk'];

type Unit = { id: number; name: string };

async function openAsAdmin(context: BrowserContext, page: Page): Promise<void> {
  await signInThroughApi(context, 'admin');
  // A sign-in opens the user's last tenant: start from demo whatever ran before.
  await switchTenantThroughApi(context, 'demo');
  await page.goto('/product_units');
  await waitForShell(page);
  await page.getByRole('heading', { level: 1, name: uiText('routes.settings_product_units') }).waitFor();
}

/** The pager's 'from–to of total' text. */
function pagerText(page: Page, from: number, to: number, total: number) {
  return page.getByText(`${from}–${to} ${uiText('settings.of')} ${total}`, { exact: true });
}

describe('a settings list (/product_units)', () => {
  it('shows the default units, pages by 25 on the server, sorts by name and searches after a pause in typing', async () => {
    const { context, page, close } = await openPage(browser);
    const extra: Unit[] = [];
    try {
      await withScreenshotOnFailure(page, 'settings-list-paging', async () => {
        await openAsAdmin(context, page);
        await waitForRowCount(page, DEFAULT_UNITS.length);
        expect((await columnTexts(page, 'name')).sort()).toEqual([...DEFAULT_UNITS].sort());
        await page.getByText(uiText('settings.totalRows', 'no', { total: '10' })).waitFor();

        // 20 more units make 30: more than one page of 25.
        for (let i = 1; i <= 20; i++) {
          extra.push(await apiCall<Unit>(context, 'POST', 'productunits', { name: `e2e-enhet-${i}` }));
        }
        await page.reload();
        await waitForRowCount(page, 25);
        await pagerText(page, 1, 25, 30).waitFor();
        await page.getByRole('button', { name: /neste side|next page/i }).click();
        await waitForRowCount(page, 5);
        await pagerText(page, 26, 30, 30).waitFor();

        // Rows per page: 50 shows all 30 on one page.
        await page.getByRole('combobox', { name: /rader per side|rows per page/i }).click();
        await page.getByRole('option', { name: '50', exact: true }).click();
        await waitForRowCount(page, 30);
        await pagerText(page, 1, 30, 30).waitFor();

        // Sorting is done by the server: the grid shows what the server answers for name descending.
        const expected = await apiCall<{ items: Unit[] }>(context, 'POST', 'productunits/list', {
          skip: 0,
          limit: 50,
          sort: { name: -1 },
        });
        const nameHeader = page.getByRole('columnheader', { name: uiText('resources.field_name') });
        await nameHeader.click(); // the default sort is name ascending: one click turns it round
        await page.waitForFunction(
          () =>
            document.querySelector('[role="columnheader"][data-field="name"]')?.getAttribute('aria-sort') ===
            'descending',
        );
        await waitForRowCount(page, 30);
        await expect.poll(() => columnTexts(page, 'name')).toEqual(expected.items.map((u) => u.name));

        // spec 01 §9: the search waits 500 ms after the last key, then asks the server once.
        const searches: string[] = [];
        page.on('request', (req) => {
          if (req.url().endsWith('/api/productunits/list')) {
            const body = req.postDataJSON() as { search?: string };
            if (body.search) searches.push(body.search);
          }
        });
        await page
          .getByRole('textbox', { name: uiText('settings.search'), exact: true })
          .pressSequentially('e2e-enhet-1', { delay: 60 });
        // e2e-enhet-1 and e2e-enhet-10 ... 19
        await waitForRowCount(page, 11);
        expect(searches).toEqual(['e2e-enhet-1']);
        await page.getByRole('textbox', { name: uiText('settings.search'), exact: true }).fill('finnes ikke');
        await page.getByText(uiText('settings.noMatches')).waitFor();
      });
    } finally {
      if (extra.length > 0) {
        await apiCall(context, 'DELETE', 'productunits', { ids: extra.map((u) => u.id) }).catch(
          () => undefined,
        );
      }
      await close();
    }
  });

  it('adds a unit with Enter, edits it, asks before leaving the edited form, and keeps a unit that is in use', async () => {
    const { context, page, close } = await openPage(browser);
    const name = `pall-${Date.now() % 100000}`;
    try {
      await withScreenshotOnFailure(page, 'settings-list-edit', async () => {
        await signInThroughApi(context, 'admin');
        await switchTenantThroughApi(context, 'demo');
        // Reached through the menu, so that the browser's Back button is a navigation inside the app.
        await page.goto('/dashboard');
        await waitForShell(page);
        await menuGroup(page, 'menus.group_settings').click();
        const unitsLink = mainMenu(page).getByRole('link', {
          name: uiText('routes.settings_product_units'),
          exact: true,
        });
        if (!(await unitsLink.isVisible())) {
          // The link sits in a sub-group of the settings menu.
          await mainMenu(page)
            .getByRole('button', { name: uiText('menus.group_settings_products') })
            .click();
        }
        await unitsLink.click();
        await waitForPath(page, '/product_units');
        await waitForRowCount(page, DEFAULT_UNITS.length);

        // spec 01 §5: the name and Enter are all it takes; the new item is active.
        await page.getByRole('button', { name: uiText('addlabels.productunits'), exact: true }).click();
        const addDialog = page.getByRole('dialog', { name: uiText('addlabels.productunits') });
        await addDialog.getByRole('textbox', { name: uiLabelPattern('resources.field_name') }).fill(name);
        await addDialog.getByRole('textbox', { name: uiLabelPattern('resources.field_name') }).press('Enter');
        await successSnackbar(page, 'common.addedSucess').waitFor();
        await addDialog.waitFor({ state: 'hidden' });
        const row = gridRow(page, name);
        await row.waitFor();
        await row.getByText(uiText('settings.active'), { exact: true }).waitFor();

        // Editing: the description is saved and shown in the list.
        await row.getByRole('gridcell', { name, exact: true }).click();
        const editDialog = page.getByRole('dialog', { name: uiText('settings.editTitle') });
        const description = editDialog.getByRole('textbox', {
          name: uiLabelPattern('resources.field_description'),
        });
        await expect.poll(() => editDialog.getByRole('textbox').first().inputValue()).toBe(name);
        await description.fill('Europall');
        await editDialog.getByRole('button', { name: uiText('settings.save') }).click();
        await successSnackbar(page, 'common.updatedSuccess').waitFor();
        await editDialog.waitFor({ state: 'hidden' });
        await row.getByRole('gridcell', { name: 'Europall', exact: true }).waitFor();

        // spec 01 §2: leaving with an edited form asks first. No stays with the change; Yes leaves.
        await row.getByRole('gridcell', { name, exact: true }).click();
        await expect.poll(() => description.inputValue()).toBe('Europall');
        await description.fill('Halvpall');
        const lostChanges = page.getByRole('dialog', { name: uiText('shell.lostChangesTitle') });
        await page.goBack();
        await lostChanges.waitFor();
        await lostChanges.getByRole('button', { name: uiText('common.no'), exact: true }).click();
        await lostChanges.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/product_units');
        expect(await description.inputValue()).toBe('Halvpall');
        await page.goBack();
        await lostChanges.getByRole('button', { name: uiText('common.yes'), exact: true }).click();
        await waitForPath(page, '/dashboard');
        const saved = await apiCall<{ items: { description: string }[] }>(
          context,
          'POST',
          'productunits/list',
          {
            search: name,
          },
        );
        expect(saved.items.map((u) => u.description)).toEqual(['Europall']);

        // The demo products are sold in 'stk': deleting it is refused with a clear reason, and it stays.
        await page.goto('/product_units');
        await waitForRowCount(page, DEFAULT_UNITS.length + 1);
        const stk = gridRow(page, 'stk');
        await stk.getByRole('checkbox').check();
        await page.getByRole('button', { name: uiTextPattern('settings.deleteSelected') }).click();
        const confirm = page.getByRole('dialog', { name: uiText('settings.deleteTitle') });
        await confirm.getByRole('button', { name: uiText('settings.delete'), exact: true }).click();
        await errorSnackbar(page)
          .filter({ hasText: uiText('errors.inUse') })
          .waitFor();
        await waitForRowCount(page, DEFAULT_UNITS.length + 1);
        await stk.waitFor();

        // The new unit is not used by anything: it can be deleted.
        await gridRow(page, name).getByRole('checkbox').check();
        await stk.getByRole('checkbox').uncheck();
        await page
          .getByRole('button', { name: uiTextPattern('settings.deleteSelected', 'no', { count: '1' }) })
          .click();
        await confirm.getByRole('button', { name: uiText('settings.delete'), exact: true }).click();
        await successSnackbar(page, 'settings.deletedSuccess_one').waitFor();
        await waitForRowCount(page, DEFAULT_UNITS.length);
      });
    } finally {
      await close();
    }
  });
});
