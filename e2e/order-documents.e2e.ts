// issue 7 (orderdocs): the equipment's orders tab opens the order; the customer's overviews tab shows the year with
// Norwegian amounts; the order page's equipments tab (filled through the record-tab registry) lists the piece; the
// order's printed document opens as a PDF in the signed-in browser (the "Print / send" menu joins the order page's
// header when the lead wires the 'orders.print' slot).
import { describe, expect, it } from 'vitest';
import { asSignedIn, screenshotPath, useBrowser, waitForShell } from './support/browser-session';
import { postOk as post } from './support/master-data';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

describe('order documents and related tabs', () => {
  it("opens the order from the equipment's orders tab, shows the customer's year and opens the order's PDF", async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'order-documents', async ({ page, context }) => {
      const request = context.request;
      const customer = await post<{ id: number }>(request, 'customers', {
        name: `Bjørnøy Kulde ${Date.now() % 100000} AS`,
      });
      const piece = await post<{ id: number }>(request, 'equipments', {
        name: 'Varmepumpe 2. etg',
        customer_id: customer.id,
      });
      const order = await post<{ id: number; ordernumber: number }>(request, 'orders', {
        customer_id: customer.id,
        equipment_ids: [piece.id],
        description: 'Årlig service varmepumpe',
      });

      await page.goto(`/equipments/${piece.id}/orders`);
      await waitForShell(page);
      const row = page.getByRole('row', {
        name: new RegExp(`${order.ordernumber}.*Årlig service varmepumpe`),
      });
      await row.waitFor();
      await page.screenshot({ path: screenshotPath('orderdocs-equipment-orders') });
      await row.click();
      await page.waitForURL((url) => url.pathname === `/orders/${order.id}/detail`);

      // The order page fills its equipments tab from the registry: the piece is on it and opens again.
      await page.goto(`/orders/${order.id}/equipments`);
      await waitForShell(page);
      await page.getByRole('row', { name: /Varmepumpe 2\. etg/ }).waitFor();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: screenshotPath('orderdocs-order-equipments-360') });
      await page.setViewportSize({ width: 1366, height: 768 });

      await page.goto(`/customers/${customer.id}/overviews`);
      await waitForShell(page);
      const year = String(new Date().getFullYear());
      await page.getByRole('row', { name: new RegExp(`^${year}\\s+1\\s+0\\s+0,00`) }).waitFor();
      await page.getByText(uiText('orderdocs.invoicedLater')).waitFor();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: screenshotPath('orderdocs-customer-overviews-360') });

      const pdf = await request.get(`/api/orders/${order.id}/pdf?type=1&inline=true`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toContain(`Ordrebekreftelse ${order.ordernumber}.pdf`);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
