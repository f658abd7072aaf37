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
  if (font === undefined) {
    font = fontkit.create(bytes, postscriptName);
    shareWork(font as SharedFont);
    parsed.set(key, font);
  }
  return font;
}

// What a shared font remembers between documents (issue 10: the invoice batch spent a third of each PDF here):
//  - the shaping of a word (fontkit's layout runs the GSUB/GPOS lookups; pdfkit lays text out word by word and
//    caches words per document only). Each caller gets its own copy of the positions, which pdfkit scales in place.
//  - the encoded subset of a list of glyphs (the font file a PDF embeds: glyphs copied, hinting tables encoded).
//    The bytes depend on nothing but the glyphs and their order, so the same list gives the same bytes.
// Both are bounded: when full, a cache starts again empty.
const LAYOUT_CACHE_MAX = 20_000;
const SUBSET_CACHE_MAX = 200;

type Position = Record<string, number>;
type Run = { glyphs: unknown[]; positions: Position[] };
type Subset = { glyphs: number[]; encode(): Uint8Array };
type SharedFont = {
  layout(text: unknown, features?: unknown, ...rest: unknown[]): Run;
  createSubset(): Subset;
};

function copyRun(run: Run): Run {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as Run, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((p) =>
    Object.assign(Object.create(Object.getPrototypeOf(p) as object) as Position, p),
  );
  return copy;
}

function shareWork(font: SharedFont): void {
  const layout = font.layout;
  const runs = new Map<string, Run>();
  font.layout = function (text, features, ...rest) {
    // Only the plain call pdfkit makes for every word: no features, script, language or direction.
    if (typeof text !== 'string' || features !== undefined || rest.length > 0)
      return layout.call(this, text, features, ...rest);
    let run = runs.get(text);
    if (run === undefined) {
      if (runs.size >= LAYOUT_CACHE_MAX) runs.clear();
      run = layout.call(this, text);
      runs.set(text, run);
    }
    return copyRun(run);
  };
  const createSubset = font.createSubset;
  const encoded = new Map<string, Uint8Array>();
  font.createSubset = function () {
    const subset = createSubset.call(this);
    const encode = subset.encode;
    subset.encode = function () {
      const key = this.glyphs.join(',');
      let bytes = encoded.get(key);
      if (bytes === undefined) {
        if (encoded.size >= SUBSET_CACHE_MAX) encoded.clear();
        bytes = encode.call(this);
        encoded.set(key, bytes);
      }
      return bytes;
    };
    return subset;
  };
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
