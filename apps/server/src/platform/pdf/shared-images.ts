import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

// A PNG with an alpha channel (every drawn signature: the signature pad's PNG is transparent around the stroke) is
// embedded by pdfkit as two images, colour and alpha: it inflates the PNG's pixels, undoes the row filters byte by
// byte in JavaScript, splits the channels and deflates both again, for every document. The same signature prints
// on every report of an inspector or a customer, and again when a report is printed, shared or archived: the two
// compressed channels depend on nothing but the PNG's bytes, so they are kept for the process by the bytes'
// SHA-256 (bounded: when full, the cache starts again empty). Every document still embeds its own copy of them;
// only the work of making them is saved. Installed by pdf.ts.

type Channels = { imgData: Buffer; alphaChannel: Buffer };
type PngImage = {
  image: { data?: Uint8Array } | null;
  imgData: Buffer | null;
  alphaChannel?: Buffer;
  splitAlphaChannel(): unknown;
  finalize(): unknown;
  _sharedSplit?: boolean;
};

const MAX_BYTES = 16 * 1024 * 1024;
const channels = new Map<string, Channels>();
let cachedBytes = 0;

function remember(key: string, split: Channels): void {
  const size = split.imgData.length + split.alphaChannel.length;
  if (size > MAX_BYTES) return;
  if (cachedBytes + size > MAX_BYTES) {
    channels.clear();
    cachedBytes = 0;
  }
  channels.set(key, split);
  cachedBytes += size;
}

/** pdfkit's splitAlphaChannel, answered from the cache when the same PNG was split before. */
function sharedSplit(this: PngImage, split: () => unknown): unknown {
  const bytes = this.image?.data;
  if (!bytes) return split.call(this);
  const key = createHash('sha256').update(bytes).digest('base64');
  const known = channels.get(key);
  if (known) {
    this.imgData = known.imgData;
    this.alphaChannel = known.alphaChannel;
    return this.finalize();
  }
  // pdfkit splits asynchronously (zlib's inflate) and ends with finalize, which lets go of the channels.
  const finalize = this.finalize;
  this.finalize = function (this: PngImage) {
    if (this.imgData && this.alphaChannel)
      remember(key, { imgData: this.imgData, alphaChannel: this.alphaChannel });
    return finalize.call(this);
  };
  return split.call(this);
}

let installed = false;

/** Installs the cache on the pdfkit pdf.ts's pdfmake renders with (once). */
export function installSharedImages(): void {
  if (installed) return;
  installed = true;
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const PDFKit = fromPdfmake('pdfkit') as { prototype: { openImage(src: unknown): unknown } };
  const openImage = PDFKit.prototype.openImage;
  // pdfkit's PNG image class is not exported: each PNG image it opens gets the shared split.
  PDFKit.prototype.openImage = function (src) {
    const image = openImage.call(this, src) as PngImage | undefined;
    if (image && typeof image.splitAlphaChannel === 'function' && !image._sharedSplit) {
      const split = image.splitAlphaChannel;
      image.splitAlphaChannel = function (this: PngImage) {
        return sharedSplit.call(this, split);
      };
      image._sharedSplit = true;
    }
    return image;
  };
}
