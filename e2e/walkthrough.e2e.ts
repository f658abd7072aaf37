// issue 12: the master data walked through as a new office worker and a technician would, on a desktop and on a
// 390 px phone. Screenshots of every screen land in e2e/screenshots/walkthrough-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asSignedIn, screenshotPath, useBrowser, waitForShell } from './support/browser-session';
import { apiCall } from './support/master-data';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

/** The first id a list call answers (the demo data has customers and equipment). */
async function firstId(page: Page, resource: string): Promise<number> {
  const res = await page.context().request.post(`/api/${resource}/list`, {
    data: { limit: 1 },
    headers: { 'x-client-version': '1.42' },
  });
  const body = (await res.json()) as { items: { id: number }[] };
  return body.items[0]!.id;
}

/** How much wider than the screen the page is: 0 when nothing scrolls sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the screens on a 390 px phone', () => {
  it('never scroll the whole page sideways', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'walkthrough-phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard');
      // On a phone the menu is a closed drawer: the top bar shows the shell is there.
      await page.locator('header').waitFor();
      const customer = await firstId(page, 'customers');
      const equipment = await firstId(page, 'equipments');
      // A draft invoice of its own with three lines: they are edited on the phone (issue 12: the line table ran
      // 548 px wide).
      const order = await apiCall<{ id: number }>(page.context(), 'POST', 'orders', {
        customer_id: customer,
        description: 'Telefonfaktura',
      });
      for (const name of ['Arbeid servicetekniker kuldeanlegg', 'Filtersett', 'Reisetid'])
        await apiCall(page.context(), 'POST', 'orderlines', {
          order_id: order.id,
          name,
          quantity: 1,
          unitprice: 650,
        });
      const draft = await apiCall<{ id: number; order_id: number }>(
        page.context(),
        'POST',
        `invoices/create_from_order/${order.id}`,
        {},
      );
      const screens = [
        '/dashboard',
        '/customers',
        `/customers/${customer}/detail`,
        `/customers/${customer}/address`,
        `/customers/${customer}/contacts`,
        '/leads',
        '/equipments',
        `/equipments/${equipment}/detail`,
        `/equipments/${equipment}/soslogs`,
        '/w_h/products',
        '/w_h/products/advanced_form',
        '/translation',
        '/search_results',
        // The business screens of orders, hours, checklists, inspections and invoicing (issues 8–10).
        `/orders/${draft.order_id}/invoice/actions/${draft.id}`,
        `/orders/${draft.order_id}/dashboard`,
        '/invoice',
        '/invoice_report',
        '/timer/hours',
        '/timer/approval_hours',
        '/checklist_forms',
        '/inspections',
        '/f_gas_reports',
      ];
      const wide: string[] = [];
      for (const path of screens) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: screenshotPath(`walkthrough-390${path.replace(/\W+/g, '-')}`) });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 1) wide.push(`${path}: ${overflow} px too wide`);
      }
      expect(wide).toEqual([]);
      // The draft's lines are cards on the phone, every field of a line reachable (discount and VAT too).
      await page.goto(`/orders/${draft.order_id}/invoice/actions/${draft.id}`);
      const cards = page.getByTestId('invoice-line-card');
      await cards.nth(2).waitFor();
      expect(await cards.count()).toBe(3);
      await cards.first().getByLabel(uiText('invoices.discount')).fill('10');
      await expect(cards.first().getByLabel(uiText('invoices.tax')).inputValue()).resolves.toBe('25');
      // The small tables of tabs and lists (checklists across orders, an order's equipment ...) are cards too,
      // not columns cut off at the edge.
      await page.goto('/all_order_equipment_checklists');
      await page.getByTestId('row-card').first().waitFor();
      expect(await page.locator('main table').count()).toBe(0);
    });
  });

  it('offers the search in the top bar', async () => {
    await asSignedIn(browser(), 'office', 'demo', 'walkthrough-phone-search', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard');
      await page.getByRole('link', { name: uiText('search.button') }).click();
      await page.waitForURL((url) => url.pathname === '/search_results');
    });
  });
});

// issue 12 (defects): lists on a phone are cards of what matters, and the new screens of orders, offers, projects and
// the resource planner fit a 390 px phone too.
describe('lists and the new screens on a 390 px phone', () => {
  it('show every list as cards (name, number, status) and scroll no page sideways', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'walkthrough-phone-cards', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard');
      await page.locator('header').waitFor();
      const order = await firstId(page, 'orders');
      const offer = await firstId(page, 'offers');
      const project = await firstId(page, 'projects');
      const lists = ['/customers', '/orders', '/offers', '/projects', '/buildings', '/leads', '/equipments'];
      const screens = [
        ...lists,
        '/orders/add',
        `/orders/${order}/detail`,
        `/orders/${order}/products`,
        '/offers/add',
        `/offers/${offer}/detail`,
        `/offers/${offer}/products`,
        '/projects/add',
        `/projects/${project}/detail`,
        '/appointments',
        '/appointments/actions',
        '/resourceplanner',
      ];
      const wide: string[] = [];
      const noCards: string[] = [];
      for (const path of screens) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: screenshotPath(`walkthrough-390${path.replace(/\W+/g, '-')}`) });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 1) wide.push(`${path}: ${overflow} px too wide`);
        // A new, untouched record says so in its save bar, on every record form (issue 12: one behaviour).
        if (path === '/orders/add' || path === '/projects/add') {
          const bar = await page.getByText(uiText('masterdata.newNotSaved')).count();
          if (bar === 0) noCards.push(`${path}: no 'new, not saved' save bar`);
        }
        if (lists.includes(path)) {
          const cards = await page.getByTestId('list-card').count();
          const grids = await page.locator('.MuiDataGrid-root').count();
          if (cards === 0 || grids > 0) noCards.push(`${path}: ${cards} cards, ${grids} grids`);
        }
      }
      expect(wide).toEqual([]);
      expect(noCards).toEqual([]);
      // A card names its record and opens it.
      await page.goto('/customers');
      const first = page.getByTestId('list-card').first();
      await expect(first.textContent()).resolves.toMatch(/\S/);
      await first.getByRole('button').last().click();
      await page.waitForURL((url) => /^\/customers\/\d+/.test(url.pathname));
    });
  });

  it('say the allowed range and the most characters of a field, keeping its hint', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'walkthrough-phone-limits', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/buildings/actions');
      const name = page.getByLabel(uiText('buildings.field_name'), { exact: false }).first();
      await name.waitFor();
      // The name stops at its maximum, and the form says how many of how many are used.
      await name.fill('B'.repeat(300));
      await expect(name.inputValue()).resolves.toHaveLength(200);
      await page.getByText('200 / 200').waitFor();
      const latitude = page.getByLabel(uiText('buildings.field_latitude'), { exact: false }).first();
      await latitude.fill('95');
      await page
        .getByRole('button', { name: uiText('settings.save') })
        .first()
        .click();
      const range = uiText('validation.outOfRange', 'no', { min: '-90', max: '90' });
      // The error names the range and the field's hint stays beside it.
      await page.getByText(`${range} · ${uiText('buildings.latitudeHelp')}`).waitFor();
      await page.screenshot({ path: screenshotPath('walkthrough-390-building-limits') });
    });
  });
});

describe('the screens on a desktop', () => {
  it('are looked at once more: screenshots of the master data', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'walkthrough-desktop', async ({ page }) => {
      await page.goto('/dashboard');
      await waitForShell(page);
      const customer = await firstId(page, 'customers');
      for (const path of [
        '/customers',
        `/customers/${customer}/detail`,
        `/customers/${customer}/address`,
        '/customers/add',
        '/orders',
        '/offers',
        '/projects',
        '/appointments',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: screenshotPath(`walkthrough-desktop${path.replace(/\W+/g, '-')}`) });
      }
    });
  });
});

describe('what a user may not do', () => {
  it('tells a technician why a page they typed sent them to the dashboard', async () => {
    await asSignedIn(browser(), 'tech', 'demo', 'walkthrough-tech-refused', async ({ page }) => {
      await page.goto('/customers/add');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page
        .getByRole('status')
        .filter({ hasText: uiText('masterdata.noAccessRedirect') })
        .waitFor();
    });
  });

  it('shows office staff an order and its event tab without a raw 403 or a failed list', async () => {
    await asSignedIn(browser(), 'office', 'demo', 'walkthrough-office-order', async ({ page }) => {
      await page.goto('/dashboard');
      const order = await firstId(page, 'orders');
      for (const tab of ['detail', 'event']) {
        await page.goto(`/orders/${order}/${tab}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: screenshotPath(`walkthrough-office-order-${tab}`) });
        expect(await page.getByRole('alert').count(), tab).toBe(0);
      }
    });
  });

  it("shows office staff no contacts tab they could not open, and no raw 403 on the customer's page", async () => {
    await asSignedIn(browser(), 'office', 'demo', 'walkthrough-office-contacts', async ({ page }) => {
      await page.goto('/dashboard');
      const customer = await firstId(page, 'customers');
      await page.goto(`/customers/${customer}/detail`);
      await page.getByRole('tab', { name: uiText('customers.tab_address') }).waitFor();
      expect(await page.getByRole('tab', { name: uiText('customers.tab_contacts') }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});
