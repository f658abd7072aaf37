// spec 01 §2 Products and warehouse, Equipment; spec 02 §3 "Product", "Equipment", §5 Warehouse (units): a product
// added with its unit shows in the product list; equipment added for a customer opens on its detail.
import { describe, it } from 'vitest';
import { asSignedIn, useBrowser, waitForPath, waitForShell } from './support/browser-session';
import { gridRow, successSnackbar } from './support/master-data';
import { uiLabelPattern, uiText } from './support/ui-texts';

const browser = useBrowser();

describe('products and equipment', () => {
  it('adds a product sold by the kilogram, and the product list shows it with its unit and price', async () => {
    const number = `E2E-${Date.now() % 1_000_000}`;
    await asSignedIn(browser(), 'admin', 'demo', 'product-add', async ({ page }) => {
      await page.goto('/w_h/products');
      await waitForShell(page);
      await page.getByRole('heading', { level: 1, name: uiText('products.listTitle') }).waitFor();
      await page.getByRole('button', { name: uiText('products.newProduct'), exact: true }).click();
      await waitForPath(page, '/w_h/products/advanced_form');

      await page.getByRole('textbox', { name: uiLabelPattern('products.field_number') }).fill(number);
      await page
        .getByRole('textbox', { name: uiLabelPattern('products.field_name') })
        .fill('Kuldemedium R32 (per kg)');
      await page.getByRole('textbox', { name: uiLabelPattern('products.field_costprice') }).fill('310,50');
      await page.getByRole('textbox', { name: uiLabelPattern('products.field_saleprice') }).fill('649');
      // The one unit row of a new product is both the sales and the supplier unit: make it kg.
      await page.getByRole('combobox', { name: uiLabelPattern('products.unit_unit') }).click();
      await page.getByRole('option', { name: /^kg\b/ }).click();
      await page.getByRole('button', { name: uiText('settings.save') }).click();
      await successSnackbar(page, 'common.addedSucess').waitFor();
      await page.waitForURL((url) => /^\/w_h\/products\/advanced_form\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();

      await page.getByRole('link', { name: uiText('products.back') }).click();
      await waitForPath(page, '/w_h/products');
      await page.getByRole('textbox', { name: uiText('settings.search'), exact: true }).fill(number);
      const row = gridRow(page, number);
      await row.waitFor();
      await row.getByText('Kuldemedium R32 (per kg)').waitFor();
      // Money with a decimal comma (spec 01: Norwegian formats).
      await row.getByText(/649,00/).waitFor();
    });
  });

  it('adds equipment for a customer and opens its detail', async () => {
    const name = `Varmepumpe kontor 2. etg ${Date.now() % 100000}`;
    await asSignedIn(browser(), 'admin', 'demo', 'equipment-add', async ({ page }) => {
      await page.goto('/equipments');
      await waitForShell(page);
      await page.getByRole('heading', { level: 1, name: uiText('equipment.listTitle') }).waitFor();
      await page.getByRole('link', { name: uiText('equipment.add') }).click();
      await waitForPath(page, '/equipments/add');

      await page.getByRole('textbox', { name: uiLabelPattern('equipment.field_name') }).fill(name);
      await page
        .getByRole('textbox', { name: uiLabelPattern('equipment.field_serialnumber') })
        .fill('SN-778812');
      const customer = page.getByRole('combobox', { name: uiLabelPattern('equipment.field_customer_id') });
      await customer.pressSequentially('Kulde & Varme', { delay: 30 });
      await page.getByRole('option', { name: /Kulde & Varme Grossisten AS/ }).click();
      await page.getByRole('button', { name: uiText('settings.save') }).click();
      await successSnackbar(page, 'common.addedSucess').waitFor();
      await page.waitForURL((url) => /^\/equipments\/\d+\/detail$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText('SN-778812').first().waitFor();

      // The equipment list shows it with its customer.
      await page.getByRole('link', { name: uiText('equipment.back') }).click();
      await waitForPath(page, '/equipments');
      await page.getByRole('textbox', { name: uiText('settings.search'), exact: true }).fill(name);
      const row = gridRow(page, name);
      await row.getByText('Kulde & Varme Grossisten AS').waitFor();
      await row.getByRole('gridcell', { name, exact: true }).click();
      await page.waitForURL((url) => /^\/equipments\/\d+\/detail$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name }).waitFor();
    });
  });
});
