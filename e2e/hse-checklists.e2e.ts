// issue 8 (HSE checklists, /hms_checklist): on a 360 px phone the administrator sees the demo safety round, starts
// a new one from the "Vernerunde verksted" form (it belongs to the company, on no other record), fills in the area,
// completes it, and finds it completed in the list; the first one is removed after a confirmation. The page does not
// scroll sideways.
import { describe, expect, it } from 'vitest';
import { asSignedIn, screenshotPath, useBrowser } from './support/browser-session';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

describe('HSE checklists', () => {
  it('starts, fills in, completes and removes a safety round on a phone', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'hse-checklists', async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/hms_checklist');
      const cards = page.getByTestId('row-card');
      await cards.filter({ hasText: 'Vernerunde verksted' }).first().waitFor();
      const before = await cards.count();

      await page.getByRole('button', { name: uiText('checklists.newChecklist') }).click();
      await page.getByRole('combobox', { name: uiText('checklists.chooseForm') }).click();
      await page.getByRole('option', { name: 'Vernerunde verksted' }).click();
      await page.getByRole('button', { name: uiText('checklists.create') }).click();
      await page.getByTestId('checklist-fields').waitFor();
      const id = Number(new URL(page.url()).searchParams.get('checklist'));
      expect(id).toBeGreaterThan(0);
      await page.getByLabel('Område').fill('Lager, 2. etasje');
      await page.getByText(uiText('checklists.state_saved')).waitFor();
      await page.screenshot({ path: screenshotPath('hse-checklist-fill-360'), fullPage: true });
      await page.getByRole('button', { name: uiText('checklists.complete') }).click();
      await page.getByText(uiText('checklists.completedMsg')).first().waitFor();

      await page.goBack();
      await expect.poll(() => cards.count()).toBe(before + 1);
      const made = cards.first();
      await made.getByText(uiText('checklistsapi.status_2')).waitFor();
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll).toBeLessThanOrEqual(client);
      await page.screenshot({ path: screenshotPath('hse-checklists-360'), fullPage: true });

      // Removed after a confirmation.
      await made.getByRole('button', { name: new RegExp(uiText('checklists.delete')) }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: uiText('common.yes') })
        .click();
      await expect.poll(() => cards.count()).toBe(before);
      expect(pageErrors).toEqual([]);
    });
  });
});
