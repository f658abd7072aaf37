// Issue 10 (invoicing): an order is invoiced from its invoice tab, the draft is sent by e-mail from the send dialog,
// the customer opens the open-invoice link in a browser of their own (no session), and the office credits the
// invoice in full. The order's approved hours are invoiced with it (includehours).
import { describe, expect, it } from 'vitest';
import {
  asSignedIn,
  openPage,
  screenshotPath,
  useBrowser,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { uiText } from './support/ui-texts';

const browser = useBrowser();
const HEADERS = { 'x-client-version': '1.42' };

describe('invoices', () => {
  it('invoices an order, sends it by e-mail, the customer opens the link, and the invoice is credited', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'invoice-send-credit',
      async ({ page, context, pageErrors }) => {
        const api = context.request;
        const customer = await (
          await api.post('/api/customers', {
            data: { name: 'Fakturatest Kjøl AS', email: 'faktura@fakturatest.no' },
            headers: HEADERS,
          })
        ).json();
        const order = await (
          await api.post('/api/orders', {
            data: { customer_id: customer.id, description: 'Service av kjølerom' },
            headers: HEADERS,
          })
        ).json();
        for (const line of [
          { name: 'Arbeid', quantity: '2,5', unit: 'timer', unitprice: '1234,50' },
          { name: 'Filter', quantity: 1, unitprice: '99,90', tax: 15 },
        ])
          expect(
            (
              await api.post('/api/orderlines', { data: { order_id: order.id, ...line }, headers: HEADERS })
            ).status(),
          ).toBe(200);

        // Approved hours on the order: 2 hours of Normaltid at the demo hour price 950,00.
        const worktypes = await (
          await api.post('/api/worktypes/query', { data: {}, headers: HEADERS })
        ).json();
        const normal = worktypes.find((w: { name: string }) => w.name === 'Normaltid').id;
        const hour = await (
          await api.post('/api/hours', {
            data: { date: '2026-03-02', amount: 2, worktype_id: normal, order_id: order.id },
            headers: HEADERS,
          })
        ).json();
        expect(
          (await api.post('/api/hours/deliver', { data: { ids: [hour.id] }, headers: HEADERS })).status(),
        ).toBe(200);
        expect(
          (await api.post('/api/hours/approve', { data: { ids: [hour.id] }, headers: HEADERS })).status(),
        ).toBe(200);

        await page.goto(`/orders/${order.id}/invoice`);
        await waitForShell(page);
        await page.getByRole('button', { name: uiText('invoices.newInvoice') }).click();
        await page.getByRole('button', { name: uiText('invoices.createDraft') }).click();
        // 2,5 × 1 234,50 = 3 086,25 + 99,90 + 2 h × 950,00 = 5 086,15 net; VAT 1 246,56 + 14,99; 6 347,70 to pay.
        const totals = page.getByTestId('invoice-totals');
        await totals.getByText('5 086,15').waitFor();
        await totals.getByText('6 347,70').waitFor();
        await page.screenshot({ path: screenshotPath('invoice-draft'), fullPage: true });

        await page
          .getByRole('button', { name: uiText('invoices.send') })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: uiText('invoices.sendtype_4') }).check();
        await dialog.getByRole('button', { name: uiText('invoices.send') }).click();
        await page.getByText(uiText('invoices.sentOk')).waitFor();
        const invoiceId = Number(/invoice\/actions\/(\d+)/.exec(page.url())![1]);
        const invoice = await (await api.get(`/api/invoices/${invoiceId}`, { headers: HEADERS })).json();
        expect(invoice).toMatchObject({ status: 3, sendtype: 4, sentto: 'faktura@fakturatest.no' });
        expect(invoice.kid).toBeTruthy();
        await page
          .getByText(`${uiText('invoices.invoice')} ${invoice.invoicenumber}`)
          .first()
          .waitFor();

        // The customer: a fresh browser context without a session opens the open-invoice link.
        const visitor = await openPage(browser());
        try {
          await withScreenshotOnFailure(visitor.page, 'open-invoice', async () => {
            const p = visitor.page;
            await p.goto(`/openinvoice/${invoice.openinvoice_id}`);
            await p
              .getByTestId('open-invoice-totals')
              .getByText(/6 347,70/)
              .waitFor();
            await p.getByText(invoice.kid).waitFor();
            await p.screenshot({ path: screenshotPath('open-invoice'), fullPage: true });
            expect(visitor.pageErrors).toEqual([]);
          });
        } finally {
          await visitor.close();
        }

        await page.getByRole('button', { name: uiText('invoices.credit') }).click();
        await page.getByRole('button', { name: uiText('invoices.creditAll') }).click();
        await page.getByText(uiText('invoices.creditnote')).first().waitFor();
        await page.getByTestId('invoice-totals').getByText('6 347,70').waitFor();
        await page
          .getByRole('button', { name: uiText('invoices.send') })
          .first()
          .click();
        const creditDialog = page.getByRole('dialog');
        await creditDialog.getByRole('radio', { name: uiText('invoices.sendtype_7') }).check();
        const popup = context.waitForEvent('page');
        await creditDialog.getByRole('button', { name: uiText('invoices.send') }).click();
        await (await popup).close();
        await page.getByText(uiText('invoices.sentOk')).waitFor();
        const original = await (await api.get(`/api/invoices/${invoiceId}`, { headers: HEADERS })).json();
        expect(original).toMatchObject({ status: 5, balance: '0.00' });

        await page.goto(`/orders/${order.id}/invoice`);
        await page.getByTestId('order-invoiced').getByText('0,00').waitFor();
        await page.screenshot({ path: screenshotPath('order-invoice-tab'), fullPage: true });
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
