// spec 01 §2 Customers, §5 (organisation number), spec 02 §3 "Customer": the customer list, adding a customer
// (a mistyped organisation number is caught before saving), the record's tabs, and a contact added on its tab.
import { describe, expect, it } from 'vitest';
import { asSignedIn, useBrowser, waitForPath, waitForShell } from './support/browser-session';
import { gridRow, successSnackbar } from './support/master-data';
import { uiLabelPattern, uiText } from './support/ui-texts';

const browser = useBrowser();

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** A MOD11-valid organisation number not used by the demo data (a fresh one every run). */
function validOrganisationNumber(): string {
  for (;;) {
    const first8 = String(80_000_000 + Math.floor(Math.random() * 9_999_999));
    const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first8[i]), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10) return `${first8}${check}`;
  }
}

/** The same number with a wrong check digit. */
function withWrongCheckDigit(valid: string): string {
  return `${valid.slice(0, 8)}${(Number(valid[8]) + 1) % 10}`;
}

describe('customers', () => {
  it('lists the demo customers and adds one: a wrong organisation number is shown on the field, the fixed one saves and opens the customer', async () => {
    const name = `Fjellvarme Service AS ${Date.now() % 100000}`;
    const orgNumber = validOrganisationNumber();
    await asSignedIn(browser(), 'admin', 'demo', 'customer-add', async ({ page, pageErrors }) => {
      await page.goto('/customers');
      await waitForShell(page);
      await page.getByRole('heading', { level: 1, name: uiText('routes.customers') }).waitFor();
      await gridRow(page, 'Kulde & Varme Grossisten AS').waitFor();

      await page.getByRole('link', { name: uiText('customers.addCustomer') }).click();
      await waitForPath(page, '/customers/add');
      await page.getByRole('textbox', { name: uiLabelPattern('customers.field_name') }).fill(name);
      const org = page.getByRole('textbox', { name: uiLabelPattern('customers.field_organizationnumber') });
      await org.fill(withWrongCheckDigit(orgNumber));
      await page.getByRole('button', { name: uiText('settings.save') }).click();
      // The field says what is wrong, and nothing is saved.
      await page.getByText(uiText('validation.invalidOrganizationNumber')).first().waitFor();
      expect(await org.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/customers/add');

      // Spaces as on a letterhead are fine.
      await org.fill(`${orgNumber.slice(0, 3)} ${orgNumber.slice(3, 6)} ${orgNumber.slice(6)}`);
      await page.getByRole('button', { name: uiText('settings.save') }).click();
      await successSnackbar(page, 'common.addedSucess').waitFor();
      await page.waitForURL((url) => /^\/customers\/\d+\/detail$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // Shown grouped as on a letterhead (issue 12: '913 500 032').
      const grouped = `${orgNumber.slice(0, 3)} ${orgNumber.slice(3, 6)} ${orgNumber.slice(6)}`;
      await page.getByText(uiText('customers.orgNumberShort', 'no', { number: grouped })).waitFor();

      // The master data tabs are there.
      const tabs = page.getByRole('tablist', { name: uiText('routes.customers_record') });
      for (const tab of ['detail', 'contacts', 'address']) {
        await tabs.getByRole('tab', { name: uiText(`customers.tab_${tab}`), exact: true }).waitFor();
      }
      expect(pageErrors).toEqual([]);
    });
  });

  it('adds a contact on the contacts tab of a customer, and it is listed there', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'customer-contact', async ({ page }) => {
      await page.goto('/customers');
      await waitForShell(page);
      await gridRow(page, 'Kulde & Varme Grossisten AS').waitFor();
      await page.getByRole('gridcell', { name: 'Kulde & Varme Grossisten AS', exact: true }).click();
      await page.waitForURL((url) => /^\/customers\/\d+\/detail$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: 'Kulde & Varme Grossisten AS' }).waitFor();

      await page.getByRole('tab', { name: uiText('customers.tab_contacts'), exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/contacts'));
      await page.getByRole('button', { name: uiText('customers.addContact') }).click();
      const dialog = page.getByRole('dialog', { name: uiText('customers.addContact') });
      const lastName = `Haugen${Date.now() % 100000}`;
      await dialog
        .getByRole('textbox', { name: uiLabelPattern('customers.contact_firstname') })
        .fill('Ingrid');
      await dialog
        .getByRole('textbox', { name: uiLabelPattern('customers.contact_lastname') })
        .fill(lastName);
      await dialog
        .getByRole('textbox', { name: uiLabelPattern('customers.contact_jobtitle') })
        .fill('Driftsleder');
      await dialog
        .getByRole('textbox', { name: uiLabelPattern('customers.contact_email') })
        .fill('ingrid.haugen@example.no');
      await dialog.getByRole('button', { name: uiText('customers.save') }).click();
      await successSnackbar(page, 'common.addedSucess').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.getByRole('row').filter({ hasText: `Ingrid ${lastName}` });
      await row.getByText('Driftsleder').waitFor();
      await row.getByRole('link', { name: 'ingrid.haugen@example.no' }).waitFor();
    });
  });
});
