// spec 01 §2 General: /search_results?search_text= finds the company's customers and products, grouped, each hit a
// link to its record; a text that matches nothing says so (spec 01 §8 noResults).
import { describe, it } from 'vitest';
import { asSignedIn, useBrowser, waitForPath, waitForShell } from './support/browser-session';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

describe('the search page', () => {
  it('finds a customer and a product for "Kulde", opens the customer, and says "no results" for nonsense', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'search', async ({ page }) => {
      await page.goto('/search_results?search_text=Kulde');
      await waitForShell(page);
      const customers = page.getByRole('region', { name: uiText('search.group_customers') });
      const products = page.getByRole('region', { name: uiText('search.group_products') });
      await customers.getByRole('link', { name: /Kulde & Varme Grossisten AS/ }).waitFor();
      await products.getByRole('link', { name: /Kuldemedium R32, 9 kg flaske/ }).waitFor();

      // A nonsense text, typed into the page's own search field.
      const field = page.getByRole('textbox', { name: uiText('search.placeholder') });
      await field.fill('xqzv plorbk');
      await page.getByRole('button', { name: uiText('search.button'), exact: true }).click();
      await waitForPath(page, '/search_results', '?search_text=xqzv+plorbk');
      await page.getByText(uiText('common.noResults'), { exact: true }).waitFor();

      // Back to the hits, and a hit opens its record.
      await page.goBack();
      await customers.getByRole('link', { name: /Kulde & Varme Grossisten AS/ }).click();
      await page.waitForURL((url) => /^\/customers\/\d+\/detail$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: 'Kulde & Varme Grossisten AS' }).waitFor();
    });
  });
});
