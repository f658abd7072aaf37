// Issue 11 (session 14): the record forms' pickers are light stand-ins showing their value (settings/
// DeferredField.tsx) until used; focused or pressed, MUI's Autocomplete takes their place with the focus, and the
// order's print menu list loads on the button's first use.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asSignedIn, useBrowser } from './support/browser-session';
import { uiLabelPattern, uiText } from './support/ui-texts';

const browser = useBrowser();
/** The class of the focused element (MUI's Autocomplete input once the real picker has the focus). */
const autocompleteFocused = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.className ?? '');

describe('the record forms on a phone (issue 11)', () => {
  it("shows the pickers' values at once and swaps in the real picker, focused, on first use", async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'record-pickers', async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/orders/13/detail');
      const picker = page.getByRole('combobox', { name: uiLabelPattern('orders.field_customer_id') });
      await picker.waitFor();
      await expect.poll(() => picker.inputValue()).not.toBe('');
      // The keyboard's focus swaps in the real picker, which keeps it: typing searches.
      await picker.focus();
      await expect.poll(() => autocompleteFocused(page)).toContain('MuiAutocomplete-input');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Kulde');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await page.keyboard.press('Escape');
      // A press on the participants' stand-in.
      const participants = page.getByRole('combobox', { name: uiLabelPattern('orders.field_participants') });
      await participants.click();
      await expect.poll(() => autocompleteFocused(page)).toContain('MuiAutocomplete-input');
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByRole('button', { name: uiText('orderdocs.printSend') }).click();
      await page.getByRole('menuitem').first().waitFor();
      await page.keyboard.press('Escape');
      // A customer's main supplier.
      await page.goto('/customers/20/detail');
      const supplier = page.getByRole('combobox', { name: uiLabelPattern('customers.field_mainsupplierid') });
      await supplier.waitFor();
      await expect.poll(() => supplier.inputValue()).not.toBe('');
      await supplier.click();
      await expect.poll(() => autocompleteFocused(page)).toContain('MuiAutocomplete-input');
      expect(pageErrors).toEqual([]);
    });
  });
});
