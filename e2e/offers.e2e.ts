// Issue 7 "Offers" (spec 02 §4 offers answered through a token link, §6 public pages): an offer with lines shows its
// total with a decimal comma, is sent by e-mail from its page, and the customer accepts it on the public page in a
// browser of their own (no session); the offer then shows accepted with the customer's name.
import { describe, expect, it } from 'vitest';
import {
  asSignedIn,
  openPage,
  screenshotPath,
  useBrowser,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { successSnackbar } from './support/master-data';
import { uiLabelPattern, uiText } from './support/ui-texts';

const browser = useBrowser();
const HEADERS = { 'x-client-version': '1.42' };

describe('offers', () => {
  it('sends an offer and the customer accepts it on the public page; the offer then shows accepted', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'offer-send-accept',
      async ({ page, context, pageErrors }) => {
        const api = context.request;
        const customers = await (
          await api.post('/api/customers/list', {
            data: { match: { issupplier: false }, limit: 1 },
            headers: HEADERS,
          })
        ).json();
        const customerId = customers.items[0].id as number;
        const contact = await api.post('/api/contacts', {
          data: { firstname: 'Kari', lastname: `Kontakt ${Date.now() % 100000}`, customerid: customerId },
          headers: HEADERS,
        });
        expect(contact.status()).toBe(200);
        const contactLabel = `Kari ${(await contact.json()).lastname as string}`;

        // /offers/add from the customer: the customer is chosen, its contacts offered.
        await page.goto(`/offers/add?customer_id=${customerId}`);
        await waitForShell(page);
        // The same save bar as every record (issue 12): new and untouched, then changed.
        await page.getByText(uiText('masterdata.newNotSaved')).waitFor();
        await page.getByRole('combobox', { name: uiLabelPattern('offers.field_contact_id') }).click();
        await page.getByRole('option', { name: contactLabel }).click();
        await page
          .getByRole('textbox', { name: uiLabelPattern('offers.field_description') })
          .fill('Varmepumpe til hytta');
        await page.getByText(uiText('settings.unsavedChanges')).waitFor();
        await page.getByRole('button', { name: uiText('settings.save') }).click();
        await page.waitForURL((url) => /^\/offers\/\d+\/products$/.test(url.pathname));
        const offerId = Number(new URL(page.url()).pathname.split('/')[2]);
        const offer = await (await api.get(`/api/offers/${offerId}`, { headers: HEADERS })).json();
        expect(offer).toMatchObject({ customer_id: customerId, contactname: contactLabel });
        const products = await (
          await api.post('/api/products/list', { data: { limit: 1 }, headers: HEADERS })
        ).json();
        for (const line of [
          {
            product_id: products.items[0].id,
            name: 'Luft-til-luft varmepumpe',
            quantity: 1,
            unitprice: '24990',
          },
          { name: 'Montering', quantity: '3,5', unitprice: '895,50' },
        ]) {
          expect(
            (
              await api.post('/api/offerlines', { data: { offer_id: offer.id, ...line }, headers: HEADERS })
            ).status(),
          ).toBe(200);
        }

        await page.goto(`/offers/${offer.id}/products`);
        await waitForShell(page);
        // 24 990 + 3,5 × 895,50 = 28 124,25 excl. VAT; 35 155,31 with 25 % VAT.
        await page.getByTestId('offer-total-net').getByText('28 124,25').waitFor();
        await page.getByTestId('offer-total-gross').getByText('35 155,31').waitFor();

        // On a phone the product number stands on its own line above the name (issue 12: they ran together).
        await page.setViewportSize({ width: 390, height: 844 });
        const firstLine = page.getByTestId('offer-line').first();
        const numberBox = (await firstLine.getByTestId('line-number').boundingBox())!;
        const nameBox = (await firstLine.getByTestId('line-name').boundingBox())!;
        expect(numberBox.y + numberBox.height).toBeLessThanOrEqual(nameBox.y + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

        await page.setViewportSize({ width: 1366, height: 800 });

        // The detail tab has the save bar, and leaving with a change asks first (lost changes).
        await page.goto(`/offers/${offer.id}/detail`);
        await waitForShell(page);
        await page.getByText(uiText('settings.noChanges')).waitFor();
        await page
          .getByRole('textbox', { name: uiLabelPattern('offers.field_customerreference') })
          .fill('Ref 42');
        await page.getByText(uiText('settings.unsavedChanges')).waitFor();
        await page.getByRole('tab', { name: uiText('offers.tab_products') }).click();
        const lostChanges = page.getByRole('dialog', { name: uiText('shell.lostChangesTitle') });
        await lostChanges.getByText(uiText('shell.lostChangesText')).waitFor();
        await lostChanges.getByRole('button', { name: uiText('common.no'), exact: true }).click();
        await lostChanges.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: uiText('settings.save') }).click();
        await page.getByText(uiText('settings.noChanges')).waitFor();
        await page.goto(`/offers/${offer.id}/products`);
        await waitForShell(page);

        await page
          .getByRole('button', { name: uiText('offers.send') })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: uiLabelPattern('offers.sendTo') }).fill('kunde@example.no');
        await dialog.getByRole('button', { name: uiText('offers.send') }).click();
        await successSnackbar(page, 'offers.sent').waitFor();
        await page.getByTestId('offer-status').getByText('Sendt').waitFor();

        // The link as the customer got it, from the offer's mail in the mail history.
        const history = await (
          await api.post('/api/mail_history/list', {
            data: { match: { moduleid: 4, recordid: offer.id } },
            headers: HEADERS,
          })
        ).json();
        expect(history.items).toHaveLength(1);
        const mail = await (
          await api.get(`/api/mail_history/${history.items[0].id}`, { headers: HEADERS })
        ).json();
        const link = /https?:\/\/\S+\/offermail_status\?token=[\w.%-]+/.exec(mail.body)![0];

        // The customer: a browser of their own, no session.
        const customer = await openPage(browser());
        try {
          await withScreenshotOnFailure(customer.page, 'offer-public-accept', async () => {
            const p = customer.page;
            await p.goto(`${link}&lang=no`);
            await p.getByText('Varmepumpe til hytta').first().waitFor();
            await p.getByTestId('public-total-gross').getByText('35 155,31').waitFor();
            await p.screenshot({ path: screenshotPath('offer-public-page'), fullPage: true });
            await p
              .getByRole('textbox', { name: uiLabelPattern('offers.public_yourName') })
              .fill('Kari Kunde');
            await p
              .getByRole('textbox', { name: uiLabelPattern('offers.public_comment') })
              .fill('Passer fint i mai');
            await p.getByRole('button', { name: uiText('offers.public_accept') }).click();
            await p.getByTestId('offer-answered').getByText(uiText('offers.public_thanksAccepted')).waitFor();
            // The link works once.
            await p.reload();
            await p.getByTestId('offer-token-expired').waitFor();
            expect(customer.pageErrors).toEqual([]);
          });
        } finally {
          await customer.close();
        }

        await page.reload();
        await page.getByTestId('offer-status').getByText('Akseptert').waitFor();
        await page
          .getByTestId('offer-answer')
          .getByText(/Kari Kunde/)
          .waitFor();
        await page.screenshot({ path: screenshotPath('offer-accepted'), fullPage: true });
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
