// Issue 11: a list or record screen opened by its address on a phone asks for its data as soon as its code runs,
// with the key the screen itself reads (the list's remembered page, order, search and filters): the screen takes
// that answer, so every request is made once, and what it shows is the answer to it.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asSignedIn, useBrowser } from './support/browser-session';
import { uiLabelPattern, uiText } from './support/ui-texts';
import { postOk } from './support/master-data';

const browser = useBrowser();

/** The id of the first row a list request answered (read before the page moves on). */
async function firstId(request: Request): Promise<number> {
  const answer = (await (await request.response())!.json()) as { items: { id: number }[] };
  return answer.items[0]!.id;
}

describe('a list or record screen opened by its address (issue 11)', () => {
  it('asks for its list, record or week once, with the list state remembered for the tab', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'first-request', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      let calls: Request[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r);
      });
      const made = (method: string, pathname: string) =>
        calls.filter((r) => r.method() === method && new URL(r.url()).pathname === pathname);
      const open = async (address: string) => {
        calls = [];
        await page.goto(address);
        // On a phone the menu is a drawer: the page's heading says the screen is there.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
      };

      await open('/customers');
      await page.getByTestId('list-card').first().waitFor();
      expect(made('POST', '/api/customers/list')).toHaveLength(1);
      const customerId = await firstId(made('POST', '/api/customers/list')[0]!);

      // The inactive customers, remembered for the tab: the one request asks for them.
      await page.evaluate(() => sessionStorage.setItem('suite.list:/customers:status', '"inactive"'));
      await open('/customers');
      const [list] = made('POST', '/api/customers/list');
      expect(made('POST', '/api/customers/list')).toHaveLength(1);
      expect(list!.postDataJSON()).toMatchObject({ match: { isactive: false }, skip: 0, limit: 25 });

      // The second page of the newest orders, remembered for the tab.
      await page.evaluate(() =>
        sessionStorage.setItem('suite.list:/orders:page', JSON.stringify({ page: 1, pageSize: 10 })),
      );
      await open('/orders');
      await page.getByTestId('list-card').first().waitFor();
      const orderLists = made('POST', '/api/orders/list');
      expect(orderLists).toHaveLength(1);
      expect(orderLists[0]!.postDataJSON()).toMatchObject({ skip: 10, limit: 10, type: 0 });
      const orderId = await firstId(orderLists[0]!);

      // A record by its address, on any tab: the record once.
      await open(`/orders/${orderId}/checklist`);
      expect(made('GET', `/api/orders/${orderId}`)).toHaveLength(1);
      await open(`/customers/${customerId}/detail`);
      expect(made('GET', `/api/customers/${customerId}`)).toHaveLength(1);
      // Its form's lookups, asked for when the form's chunk runs (issue 11, session 14): once each.
      for (const list of ['customercustomfields', 'customerpriorities', 'paymentterms']) {
        expect(made('POST', `/api/${list}/get_active`)).toHaveLength(1);
      }
      // An order's form: the order, its statuses, the users and the form's lists once each.
      await open(`/orders/${orderId}/detail`);
      await page.getByRole('textbox', { name: uiLabelPattern('orders.field_customerreference') }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(made('GET', `/api/orders/${orderId}`)).toHaveLength(1);
      expect(made('GET', '/api/users')).toHaveLength(1);
      for (const list of ['orderstatuslists', 'ordertypes', 'ordercategories', 'OrderStandard']) {
        expect(made('POST', `/api/${list}/get_active`)).toHaveLength(1);
      }

      // One's own week of hours.
      await open('/timer/hours');
      await page.getByRole('heading', { level: 1, name: uiText('routes.timer_hours') }).waitFor();
      expect(made('GET', '/api/hours/week')).toHaveLength(1);
    });
  });

  it("has its code asked for by index.html beside the app's entry, not after the entry has run", async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'first-request-code', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      // The app's entry is held back until the page's own chunk is asked for: nothing of the app runs meanwhile,
      // so only index.html can ask for it (build/first-code.ts). Without the preload it would never be asked for
      // while the entry is held, which is let go after 5 s.
      const openHolding = async (address: string, chunk: RegExp) => {
        let asked = false;
        let holding = true;
        let release: () => void = () => undefined;
        const seen = new Promise<void>((resolve) => (release = resolve));
        const onRequest = (r: Request) => {
          if (holding && chunk.test(new URL(r.url()).pathname)) {
            asked = true;
            release();
          }
        };
        page.on('request', onRequest);
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, 5_000))]);
          holding = false;
          await route.continue();
        });
        await page.goto(address);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.unrouteAll({ behavior: 'wait' });
        page.off('request', onRequest);
        return asked;
      };
      const orders = await postOk<{ items: { id: number }[] }>(page.request, 'orders/list', { limit: 1 });
      const id = orders.items[0]!.id;
      expect(await openHolding(`/orders/${id}/detail`, /\/assets\/OrderRecordPage-[\w-]+\.js$/)).toBe(true);
      // The page is drawn as before: the order's header, then its form.
      await page.getByRole('textbox', { name: uiLabelPattern('orders.field_customerreference') }).waitFor();
      expect(await openHolding('/customers', /\/assets\/CustomersPage-[\w-]+\.js$/)).toBe(true);
      await page.getByTestId('list-card').first().waitFor();
    });
  });
});
