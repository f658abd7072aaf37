import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfStreams, pdfTestDocument } from '../../../test/pdf-streams';
import { renderDefinition } from './pdf';

/** A drawn signature: a stroke on a transparent background (a PNG with an alpha channel). */
const signature = (color: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><path d="M5 30 C 20 5, 40 5, 60 25 S 100 35, 115 10" stroke="${color}" stroke-width="3" fill="none"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const withImage = (png: Buffer) =>
  pdfTestDocument([{ text: 'Signatur' }, { image: 'sig', width: 120 }], {
    images: { sig: png } as unknown as TDocumentDefinitions['images'],
  });

describe('transparent PNGs split once for the process', () => {
  it('embeds a signature printed again exactly as the first time (colour and alpha channels)', async () => {
    const png = await signature('#1a237e');
    const first = pdfStreams(await renderDefinition(withImage(png)));
    const again = pdfStreams(await renderDefinition(withImage(Buffer.from(png))));
    // pdfkit splits the first asynchronously, so its objects may come in another order: the same streams.
    expect([...again].sort()).toEqual([...first].sort());
    // The colour channel (RGB) and the alpha channel (grey) of the 120 x 40 image.
    expect(first.filter((s) => s.length === 120 * 40 * 3)).toHaveLength(1);
    expect(first.filter((s) => s.length === 120 * 40)).toHaveLength(1);
  });

  it('gives another signature its own channels', async () => {
    const blue = pdfStreams(await renderDefinition(withImage(await signature('#1a237e'))));
    const red = pdfStreams(await renderDefinition(withImage(await signature('#b71c1c'))));
    expect([...red].sort()).not.toEqual([...blue].sort());
  });
});
