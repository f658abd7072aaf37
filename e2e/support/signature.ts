// A drawn signature in the e2e tests (checklists, inspections): signature_pad takes mouse strokes on its canvas.
import type { Locator, Page } from 'playwright-core';
import { settledBox } from './browser-session';

/** Whether the pad's canvas shows any ink. */
function hasInk(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((el) => {
    const c = el as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
    return false;
  });
}

/** Draws a zigzag signature with the mouse on a signature pad (the element around its canvas). */
export async function drawSignature(page: Page, pad: Locator) {
  const canvas = pad.getByTestId('signature-canvas');
  // A stroke made while the page still scrolls or settles misses the pad: draw again until the pad shows it.
  for (let attempt = 0; attempt < 4; attempt++) {
    await canvas.scrollIntoViewIfNeeded();
    const box = await settledBox(page, canvas);
    await page.mouse.move(box.x + 15, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + 15 + i * 18, box.y + box.height / 2 + (i % 2 ? -22 : 22), {
        steps: 3,
      });
    }
    await page.mouse.up();
    await page.waitForTimeout(200);
    if (await hasInk(canvas)) return;
  }
  throw new Error('the signature pad shows no drawing');
}
