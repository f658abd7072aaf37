// Issue 7 "Orders": an order created from a customer's orders tab, lines added on its products tab, and the totals
// shown with a decimal comma and space thousands (spec 01 §9), VAT per rate.
import { expect, it, describe } from 'vitest';
import { asSignedIn, useBrowser, waitForShell } from './support/browser-session';
import { apiCall } from './support/master-data';
import { uiLabelPattern, uiText } from './support/ui-texts';

const browser = useBrowser();

describe('orders', () => {
  it('creates an order from a customer, adds lines and shows the total with a decimal comma', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'order-from-customer',
      async ({ page, context, pageErrors }) => {
        const name = `Varmepumpe Kunde ${Date.now() % 100000}`;
        const customer = await apiCall<{ id: number }>(context, 'POST', 'customers', { name });

        await page.goto(`/customers/${customer.id}/orders`);
        await waitForShell(page);
        await page.getByText(uiText('orders.customerOrdersEmpty')).waitFor();
        await page.getByRole('link', { name: uiText('orders.addOrder') }).click();
        await page.waitForURL((url) => url.pathname === '/orders/add');
        // The customer is already chosen.
        await expect
          .poll(() =>
            page.getByRole('combobox', { name: uiLabelPattern('orders.field_customer_id') }).inputValue(),
          )
          .toBe(name);
        await page
          .getByRole('textbox', { name: uiLabelPattern('orders.field_description') })
          .fill('Service på varmepumpe og bytte av filter');
        await page.getByRole('button', { name: uiText('settings.save') }).click();
        await page.waitForURL((url) => /^\/orders\/\d+\/products$/.test(url.pathname));
        await page.getByText(uiText('orders.linesEmpty')).waitFor();

        const addLine = async (values: Record<string, string>) => {
          await page.getByRole('button', { name: uiText('orders.addLine') }).click();
          const dialog = page.getByRole('dialog');
          for (const [field, value] of Object.entries(values)) {
            await dialog.getByRole('textbox', { name: uiLabelPattern(`orders.line_${field}`) }).fill(value);
          }
          await dialog.getByRole('button', { name: uiText('orders.save') }).click();
          await dialog.waitFor({ state: 'detached' });
        };
        await addLine({ name: 'Arbeid servicetekniker', quantity: '2', unitprice: '617,25', tax: '25' });
        await addLine({ name: 'Filtersett', quantity: '3', unitprice: '33,33', discount: '10', tax: '15' });

        const totals = page.getByTestId('order-totals');
        // 2 × 617,25 = 1 234,50 at 25 %; 3 × 33,33 less 10 % = 89,99 at 15 %.
        await totals.getByText('1 324,49').waitFor();
        await totals
          .getByText(uiText('orders.totals_vatrate', 'no', { rate: '25', base: '1 234,50' }))
          .waitFor();
        await totals.getByText('308,63').waitFor(); // 1 234,50 × 25 % = 308,625 -> 308,63
        await totals.getByText('13,50').waitFor(); // 89,99 × 15 % = 13,4985 -> 13,50
        await totals.getByText('1 646,62').waitFor(); // gross
        await page.getByRole('cell', { name: '1 234,50' }).waitFor();

        // Two hours logged on the order show on its dashboard with their cost and sales value (issue 9).
        const orderId = Number(/^\/orders\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
        const worktypes = await apiCall<{ id: number; name: string }[]>(
          context,
          'POST',
          'worktypes/query',
          {},
        );
        await apiCall(context, 'POST', 'hours', {
          date: new Date().toISOString().slice(0, 10),
          amount: 2,
          worktype_id: worktypes.find((w) => w.name === 'Normaltid')!.id,
          order_id: orderId,
        });
        await page.goto(`/orders/${orderId}/dashboard`);
        const hoursPanel = page.getByTestId('order-dashboard-hours');
        await hoursPanel.getByText(uiText('orders.dash_hoursLogged', 'no', { hours: '2,00' })).waitFor();
        await expect(hoursPanel.textContent()).resolves.not.toContain('timemodul');

        // On a phone (issue 11, session 15): the header shows the whole number, the customer and the print
        // button as its icon; the open tab is scrolled into sight with the others behind the row's edges, and the
        // arrow keys move between the tabs.
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(`/orders/${orderId}/checklist`);
        const title = page.getByRole('heading', { level: 1 });
        await title.waitFor();
        expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
        await page.getByText(name, { exact: true }).first().waitFor();
        await page.getByRole('button', { name: uiText('orderdocs.printSend') }).waitFor();
        const open = page.getByRole('tab', { name: uiText('orders.tab_checklist') });
        await expect.poll(() => open.getAttribute('aria-selected')).toBe('true');
        await expect
          .poll(async () => {
            const box = (await open.boundingBox())!;
            return box.x >= 0 && box.x + box.width <= 360;
          })
          .toBe(true);
        await page.getByTestId('tabs-more-start').waitFor();
        await page.getByTestId('tabs-more-end').waitFor();
        await open.focus();
        await page.keyboard.press('Home');
        const first = page.getByRole('tab', { name: uiText('orders.tab_detail') });
        await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === `/orders/${orderId}/dashboard`);
        await expect
          .poll(() =>
            page.getByRole('tab', { name: uiText('orders.tab_dashboard') }).getAttribute('aria-selected'),
          )
          .toBe('true');
        await page.setViewportSize({ width: 1280, height: 800 });

        // The customer's orders tab now lists it, and it opens the order.
        await page.goto(`/customers/${customer.id}/orders`);
        await page.getByRole('gridcell', { name: 'Service på varmepumpe og bytte av filter' }).click();
        await page.waitForURL((url) => /^\/orders\/\d+\/detail$/.test(url.pathname));
        await page.getByText(uiText('orders.statusHistory')).waitFor();

        // /orders filtered on the customer finds only its order; the filter shows as a chip and survives a reload.
        await page.goto('/orders');
        await page.getByRole('button', { name: uiLabelPattern('orders.filters') }).click();
        const filters = page.getByRole('dialog');
        await filters.getByRole('combobox', { name: uiLabelPattern('orders.field_customer_id') }).fill(name);
        await page.getByRole('option', { name }).click();
        await filters.getByRole('textbox', { name: uiLabelPattern('orders.filterFrom') }).fill('31.02.2026');
        await filters.getByText(uiText('validation.invalidDate')).waitFor();
        await filters.getByRole('textbox', { name: uiLabelPattern('orders.filterFrom') }).fill('');
        await filters.getByRole('button', { name: uiText('orders.filterApply') }).click();
        const chips = page.getByTestId('order-filter-chips');
        await chips.getByText(`${uiText('orders.field_customer_id')}: ${name}`).waitFor();
        await page.reload();
        await chips.getByText(`${uiText('orders.field_customer_id')}: ${name}`).waitFor();
        await page.getByText(uiText('orders.totalRows', 'no', { total: '1' })).waitFor();
        await page.getByRole('gridcell', { name: 'Service på varmepumpe og bytte av filter' }).waitFor();
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
