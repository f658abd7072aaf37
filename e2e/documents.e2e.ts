// spec 01 §2 documents and images tabs, spec 02 §7 "Uploads": a file chosen on a customer's documents tab goes up in
// chunks with a progress panel, is listed, downloads byte for byte and is deleted after confirmation; an image on
// an equipment's images tab shows its thumbnail.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asSignedIn, screenshotPath, useBrowser, waitForShell } from './support/browser-session';
import { apiCall, successSnackbar } from './support/master-data';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

describe('documents', () => {
  it("uploads a file on a customer's documents tab, lists it, downloads it and deletes it", async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'documents-customer',
      async ({ page, context, pageErrors }) => {
        const customers = await apiCall<{ items: { id: number; name: string }[] }>(
          context,
          'POST',
          'customers/list',
          {
            limit: 1,
          },
        );
        const customer = customers.items[0]!;
        await page.goto(`/customers/${customer.id}/documents`);
        await waitForShell(page);
        await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();

        // A little over one chunk of 2 097 150 bytes: the file goes up in two chunks.
        const data = randomBytes(2_500_000);
        const name = `Servicerapport ${Date.now()} æøå.pdf`;
        await page
          .getByTestId('file-input')
          .setInputFiles({ name, mimeType: 'application/pdf', buffer: data });
        await page.locator('[data-testid="upload-item"][data-status="done"]').waitFor();
        await page.getByText(uiText('files.uploadDone'), { exact: true }).waitFor();
        // The progress bar of the finished upload is full.
        await expect(page.getByRole('progressbar', { name }).getAttribute('aria-valuenow')).resolves.toBe(
          '100',
        );

        const row = page.getByTestId('file-row').filter({ hasText: name });
        await row.waitFor();
        await expect(row.innerText()).resolves.toContain('2,38 MB');
        await expect(row.innerText()).resolves.toContain('Anne Administrator');
        await page.screenshot({ path: screenshotPath('documents-customer'), fullPage: true });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          row.getByRole('link', { name: uiText('files.download') }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(name);
        const saved = await readFile((await download.path())!);
        expect(saved.equals(data)).toBe(true);

        await row.getByRole('button', { name: uiText('files.delete') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(uiText('files.deleteTitle')).waitFor();
        await dialog.getByRole('button', { name: uiText('files.delete') }).click();
        await successSnackbar(page, 'files.deleted').waitFor();
        await row.waitFor({ state: 'detached' });
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it("shows an uploaded image's thumbnail on an equipment's images tab", async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'documents-images',
      async ({ page, context, pageErrors }) => {
        const equipment = await apiCall<{ items: { id: number }[] }>(context, 'POST', 'equipments/list', {
          limit: 1,
        });
        const id = equipment.items[0]!.id;
        await page.goto(`/equipments/${id}/images`);
        await waitForShell(page);
        const png = await sharp({
          create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 132 } },
        })
          .png()
          .toBuffer();
        const name = `anlegg-${Date.now()}.png`;
        await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'image/png', buffer: png });
        const tile = page.getByTestId('image-tile').filter({ hasText: name });
        const thumb = tile.getByRole('img', { name });
        await thumb.waitFor();
        await expect
          .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
            timeout: 30_000,
          })
          .toBe(320);
        await page.screenshot({ path: screenshotPath('documents-images'), fullPage: true });
        // The preview shows the whole image in a dialog.
        await thumb.click();
        await page.getByRole('dialog', { name }).waitFor();
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
