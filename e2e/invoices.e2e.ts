// Issue 10 (invoicing): an order is invoiced from its invoice tab, the draft is sent by e-mail from the send dialog,
// the customer opens the open-invoice link in a browser of their own (no session), and the office credits the
// invoice in full. The order's approved hours are invoiced with it (includehours). Then the office's month-end: a
// new draft left without saving is deleted (the lost-changes dialog's invoice variant), the drafts are sent by
// e-mail as one batch with its progress bar, and the day's invoices are downloaded as a ledger file (CSV).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  asSignedIn,
  menuLink,
  openPage,
  screenshotPath,
  useBrowser,
  waitForPath,
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
  it('deletes a new draft left unsaved, sends the drafts by e-mail as a batch to the end, and downloads the ledger file', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'invoice-batch-ledger',
      async ({ page, context, pageErrors }) => {
        const api = context.request;
        const post = async (url: string, data: object) => {
          const r = await api.post(url, { data, headers: HEADERS });
          expect(r.status(), `${url}: ${await r.text()}`).toBe(200);
          return r.json();
        };
        const orderFor = async (customer: { id: number }, unitprice: string) => {
          const order = await post('/api/orders', { customer_id: customer.id, description: 'Månedsservice' });
          await post('/api/orderlines', { order_id: order.id, name: 'Service', quantity: 1, unitprice });
          return order;
        };
        const withEmail = await post('/api/customers', {
          name: 'Batchkunde Epost AS',
          email: 'faktura@batchkunde.no',
        });
        const withoutEmail = await post('/api/customers', { name: 'Batchkunde Uten AS' });
        for (const [customer, price] of [
          [withEmail, '1500'],
          [withoutEmail, '2500'],
        ] as const)
          await post(`/api/invoices/create_from_order/${(await orderFor(customer, price)).id}`, {});

        // A new draft made and left without saving: leaving asks (the invoice variant), and Yes deletes the draft.
        const unsaved = await orderFor(withEmail, '999');
        await page.goto(`/orders/${unsaved.id}/invoice`);
        await waitForShell(page);
        await page.getByRole('button', { name: uiText('invoices.newInvoice') }).click();
        await page.getByRole('button', { name: uiText('invoices.createDraft') }).click();
        await page.getByTestId('invoice-totals').getByText('999,00').first().waitFor();
        const draftId = Number(/invoice\/actions\/(\d+)/.exec(page.url())![1]);
        const lost = page.getByRole('dialog', { name: uiText('shell.lostChangesTitle') });
        await menuLink(page, 'routes.dashboard').click();
        await lost.getByText(uiText('shell.lostInvoiceText')).waitFor();
        await page.screenshot({ path: screenshotPath('invoice-lost-draft') });
        await lost.getByRole('button', { name: uiText('common.yes'), exact: true }).click();
        await waitForPath(page, '/dashboard');
        await expect
          .poll(async () => (await api.get(`/api/invoices/${draftId}`, { headers: HEADERS })).status())
          .toBe(404);

        // The batch: the drafts the search finds, by e-mail; the one without an address is listed with the reason.
        await page.goto('/invoice');
        await waitForShell(page);
        const rows = page.getByRole('table', { name: uiText('invoices.title') }).locator('tbody tr');
        // The customer filter finds one customer's invoices only; cleared, the search finds both drafts.
        const customerFilter = page.getByRole('combobox', { name: uiText('invoices.customer') });
        await customerFilter.fill('Batchkunde Uten');
        await page.getByRole('option', { name: /Batchkunde Uten AS/ }).click();
        await expect.poll(() => rows.count()).toBe(1);
        await expect(rows.first().textContent()).resolves.toContain('Batchkunde Uten AS');
        await customerFilter.clear();
        await customerFilter.press('Escape');
        await page.getByRole('textbox', { name: uiText('invoices.search') }).fill('Batchkunde');
        await expect.poll(() => rows.count()).toBe(2);
        await page.getByRole('button', { name: uiText('invoices.sendDrafts') }).click();
        const batch = page.getByRole('dialog', {
          name: uiText('invoices.sendSelected', 'no', { count: '2' }),
        });
        await batch.getByRole('radio', { name: uiText('invoices.sendtype_4') }).check();
        await batch.getByText(uiText('invoices.batchEmailHint')).waitFor();
        await batch.getByRole('button', { name: uiText('invoices.send') }).click();
        const finished = uiText('invoices.batchFinished', 'no', { done: '1', total: '2', failed: '1' });
        await page.getByRole('status').filter({ hasText: finished }).waitFor({ timeout: 120_000 });
        await page.getByRole('progressbar', { name: finished }).waitFor();
        expect(await page.getByRole('progressbar', { name: finished }).getAttribute('aria-valuenow')).toBe(
          '100',
        );
        await page.getByRole('link', { name: 'Batchkunde Uten AS' }).waitFor();
        await page.getByText(uiText('invoices.noEmailAddress')).waitFor();
        await page.screenshot({ path: screenshotPath('invoice-batch-finished'), fullPage: true });
        const sent = (
          await (
            await api.post('/api/invoices/list', { data: { search: 'Batchkunde Epost' }, headers: HEADERS })
          ).json()
        ).items.find((i: { status: number }) => i.status === 3);
        expect(sent).toMatchObject({ sendtype: 4, customername: 'Batchkunde Epost AS' });

        // The ledger file of the day the batch dated its invoices, as CSV.
        const [y, m, d] = (sent.invoicedate as string).split('-');
        await page.getByRole('button', { name: uiText('invoices.exportTitle') }).click();
        const exportDialog = page.getByRole('dialog', { name: uiText('invoices.exportTitle') });
        await exportDialog.getByRole('textbox', { name: uiText('invoices.from') }).fill(`${d}.${m}.${y}`);
        await exportDialog.getByRole('textbox', { name: uiText('invoices.to') }).fill(`${d}.${m}.${y}`);
        await exportDialog.getByRole('radio', { name: 'CSV' }).check();
        const download = page.waitForEvent('download');
        await exportDialog.getByRole('button', { name: uiText('invoices.download') }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`bilag-${y}-${m}-${d}-${y}-${m}-${d}.csv`);
        const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
        const [header, ...lines] = csv.trim().split(/\r?\n/);
        const cells = (line: string) => line.split(';').map((c) => c.replace(/^"|"$/g, ''));
        expect(cells(header!)).toEqual(
          [
            'voucher',
            'date',
            'duedate',
            'doctype',
            'customernumber',
            'customer',
            'account',
            'vatcode',
            'vatrate',
            'text',
            'debit',
            'credit',
            'currency',
            'currencyamount',
            'kid',
          ].map((c) => uiText(`invoices.ledger_${c}`)),
        );
        // The receivable line of the batch's invoice: 1 500,00 + 25 % VAT = 1 875,00 on account 1500 with its KID.
        const receivable = lines
          .map(cells)
          .find((c) => c[0] === String(sent.invoicenumber) && c[6] === '1500');
        expect(receivable).toBeDefined();
        expect(receivable!.slice(1, 3)).toEqual([
          `${d}.${m}.${y}`,
          expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
        ]);
        expect(receivable![5]).toBe('Batchkunde Epost AS');
        expect(receivable![10]).toBe('1875,00');
        expect(receivable![14]).toBe(sent.kid);
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
