import { createRequire } from 'node:module';

// pdfkit asks fontkit to parse a font's tables anew for every document, and fontkit then builds its glyph and layout
// caches again: about a third of a short document's CPU (the invoice batch, the checklist report). Our fonts are
// the same bytes every time, so each is parsed once for the process and the parsed font is shared; every document
// still embeds its own subset of it (pdfkit's EmbeddedFont), and rendering is synchronous, so no two documents use
// it at the same moment.
//
// fontkit's exports cannot be changed (non-configurable getters), so the module pdfkit will load is given an
// exports object of its own, with `create` wrapped, before pdfkit is loaded: platform/pdf/pdf.ts imports this
// module before pdfmake. Bytes not registered here go to fontkit as before.

type Fontkit = Record<string, unknown> & { create(bytes: Uint8Array, postscriptName?: string): unknown };

const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
const fontkitPath = createRequire(fromPdfmake.resolve('pdfkit')).resolve('fontkit');
const load = createRequire(fontkitPath);
const fontkit = load(fontkitPath) as Fontkit;

const registered = new Map<Uint8Array, number>();
const parsed = new Map<string, unknown>();

function create(bytes: Uint8Array, postscriptName?: string): unknown {
  const n = registered.get(bytes);
  if (n === undefined) return fontkit.create(bytes, postscriptName);
  const key = `${n}\u0000${postscriptName ?? ''}`;
  let font = parsed.get(key);
  if (font === undefined) parsed.set(key, (font = fontkit.create(bytes, postscriptName)));
  return font;
}

const wrapped: Record<string, unknown> = {};
for (const key of Object.keys(fontkit).filter((k) => k !== 'create'))
  Object.defineProperty(wrapped, key, { get: () => fontkit[key], enumerable: true });
Object.defineProperty(wrapped, 'create', { value: create, enumerable: true });
const cached = load.cache[fontkitPath];
if (cached) cached.exports = wrapped;

/** These bytes (a font the PDF platform gives pdfmake) are parsed once and shared by every document. */
export function shareParsedFont(bytes: Uint8Array): void {
  if (!registered.has(bytes)) registered.set(bytes, registered.size);
}
