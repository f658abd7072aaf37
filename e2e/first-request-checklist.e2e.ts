// Issue 11: a record's checklist tab opened by its address asks for the record's checklists once, as soon as its
// code runs; a checklist opened by its address is asked for together with its form when this device has seen the
// checklist before (its form id is remembered), and each once otherwise.
import { describe, expect, it } from 'vitest';
import { asSignedIn, useBrowser } from './support/browser-session';
import { JSON_HEADERS, postOk as post } from './support/master-data';

const browser = useBrowser();

describe("a record's checklist tab opened by its address (issue 11)", () => {
  it("asks for a record's checklists once, and for a checklist and its form together", async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'first-request-checklist', async ({ page, context }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const request = context.request;
      const stamp = Date.now() % 100000;
      const form = await post<{ id: number }>(request, 'forms', {
        name: `Oppstart ${stamp}`,
        properties: [{ name: 'merknad', label: 'Merknad', type: 1, columns: 12 }],
      });
      const customer = await post<{ id: number }>(request, 'customers', { name: `Sjekkliste ${stamp} AS` });
      const order = await post<{ id: number }>(request, 'orders', {
        customer_id: customer.id,
        description: 'x',
      });
      const init = await post<{ checklistapiconfig: { accesstoken: string } }>(
        request,
        'auth/get_initial_load_data',
        {},
      );
      const created = await request.post('/checklistapi/orderchecklists', {
        headers: { ...JSON_HEADERS, 'access-token': init.checklistapiconfig.accesstoken },
        data: { order_id: order.id, form_id: form.id },
      });
      const checklistId = ((await created.json()) as { id: number }).id;

      // What the checklist API was asked and answered, in order.
      let events: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/checklistapi/')) events.push(`ask ${r.method()} ${url.pathname}`);
      });
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/checklistapi/'))
          events.push(`answer ${r.request().method()} ${url.pathname}`);
      });
      const asked = (what: string) => events.filter((e) => e === `ask ${what}`);
      const open = async (address: string) => {
        events = [];
        await page.goto(address);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      };
      const CHECKLIST = `GET /checklistapi/checklists/${checklistId}`;
      const FORM = 'POST /checklistapi/forms/get_multiple_with_properties';

      // The tab's list: once.
      await open(`/orders/${order.id}/checklist`);
      await page.getByText(`Oppstart ${stamp}`).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked(`GET /checklistapi/orderchecklists/get_by_record/${order.id}`)).toHaveLength(1);

      // A checklist never opened on this device by its address: the checklist, then its form, each once.
      await page.evaluate(() => localStorage.removeItem('checklists.formOf'));
      await open(`/orders/${order.id}/checklist?checklist=${checklistId}`);
      await page.getByLabel('Merknad').waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked(CHECKLIST)).toHaveLength(1);
      expect(asked(FORM)).toHaveLength(1);

      // Opened before on this device: its form is asked for before the checklist has answered.
      await open(`/orders/${order.id}/checklist?checklist=${checklistId}`);
      await page.getByLabel('Merknad').waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked(CHECKLIST)).toHaveLength(1);
      expect(asked(FORM)).toHaveLength(1);
      expect(events.indexOf(`ask ${FORM}`)).toBeLessThan(events.indexOf(`answer ${CHECKLIST}`));
    });
  });
});
