import { createRequire } from 'node:module';
import { addOperator, hasState, joinedLine, pageOperators, type Lean } from './lean-content';

// pdfmake draws every run of text by calling pdfkit's text(): an options object copied twice, the text split on
// newlines, the run shaped again word by word (pdfkit's per-document cache), each glyph id formatted as hex, the
// run measured once more only to move pdfkit's cursor, and ten operators each formatted and written on its own.
// Every table border and box goes through six pdfkit calls the same way. In the 20-page checklist report that was
// about 17 000 runs and 14 000 vectors, a third of the render's CPU.
//
// Here the two commonest cases are written straight to the page, operator for operator what pdfkit writes (the
// same q/cm/BT/Tm/Tf/TJ/ET/Q for a run, the same w/d/j/J, path, colour and paint for a line or box): a run of an
// embedded font without links, decorations, features or offsets, and a line or a plain box. The shaping of a run is
// kept for the process (by font and text: the glyphs, the kerning), so a run printed again in another document
// costs the subset's glyph numbers only; every glyph still goes into the document's font subset, with its width and
// code points, in the order pdfkit would add it, so the embedded font is the one pdfkit embeds. Anything else is
// left to pdfmake and pdfkit. Installed by pdf.ts after lean-content.ts (whose run joining it keeps).

type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type Position = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number };
type FontkitFont = object;
type EmbeddedFont = {
  id: string;
  font: FontkitFont;
  scale: number;
  ascender: number;
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  layout(text: string): { glyphs: Glyph[]; positions: Position[] };
  ref(): unknown;
  /** This document's TJ operator by text (the glyph numbers are the document's subset's). */
  _directRuns?: Map<string, string>;
};
type Doc = {
  page: { height: number; fonts: Record<string, unknown> };
  _font: unknown;
  _fontSize: number;
  _fillColor: unknown;
  _textOptions: unknown;
  x: number;
  y: number;
  addContent(op: string): Doc;
  opacity(o: number): Doc;
  fillOpacity(o: number): Doc;
  strokeOpacity(o: number): Doc;
  fill(color: unknown): Doc;
  _normalizeColor(color: unknown): number[] | null;
  _doOpacity(fill: number | null, stroke: number | null): void;
  _opacityRegistry: Record<string, [unknown, string] | undefined>;
};
type Inline = Record<string, unknown> & { text: string; x: number; width: number; fontSize: number };
type Line = {
  inlines: Inline[];
  id?: unknown;
  _outline?: unknown;
  _pageNodeRef?: unknown;
  getHeight(): number;
  getAscenderHeight(): number;
};
type Vector = Record<string, unknown> & { type: string };
type Renderer = { pdfDocument: Doc };

/** pdfkit's PDFObject.number: how every coordinate is written. */
function number(n: number): number {
  if (n > -1e21 && n < 1e21) return Math.round(n * 1e6) / 1e6;
  throw new Error(`unsupported number: ${n}`);
}

let enabled = true;

/** Turns the direct writing off (tests compare its output with pdfkit's own). */
export function setDirectRender(on: boolean): void {
  enabled = on;
}

// What an inline may carry for its run to be written here: anything else (links, decorations, backgrounds,
// features, spacing, super- and subscript, page references) goes through pdfmake's renderLine.
const SPECIAL = [
  'link',
  'linkToPage',
  'linkToDestination',
  'linkToFile',
  '_pageNodeRef',
  'fontFeatures',
  'characterSpacing',
  'decoration',
  'background',
  'sup',
  'sub',
] as const;

const isEmbedded = (font: unknown): font is EmbeddedFont =>
  !!font &&
  typeof (font as EmbeddedFont).layout === 'function' &&
  typeof (font as EmbeddedFont).subset?.includeGlyph === 'function' &&
  Array.isArray((font as EmbeddedFont).widths);

function simpleLine(line: Line): boolean {
  if (line._outline || line._pageNodeRef || line.id) return false;
  for (const inline of line.inlines) {
    if (typeof inline.text !== 'string' || inline.text.indexOf('\n') >= 0 || !isEmbedded(inline.font))
      return false;
    for (let k = 0; k < SPECIAL.length; k++) if (inline[SPECIAL[k]!]) return false;
  }
  return true;
}

/** A run as pdfkit's _fragment writes it: glyphs, and the kerning segments of its TJ array. */
type Shaped = {
  glyphs: Glyph[];
  /** [end index, kerning written after the segment ending there] */
  segments: [number, number][];
};

const SHAPED_MAX = 20_000;
const shapedByFont = new WeakMap<FontkitFont, Map<string, Shaped | null>>();

/** The run shaped by the document's font (pdfkit's layout); null when a glyph is offset (left to pdfkit). */
function shape(font: EmbeddedFont, text: string): Shaped | null {
  let byText = shapedByFont.get(font.font);
  if (!byText) shapedByFont.set(font.font, (byText = new Map()));
  let shaped = byText.get(text);
  if (shaped !== undefined) return shaped;
  const { glyphs, positions } = font.layout(text);
  const segments: [number, number][] = [];
  let last = 0;
  shaped = { glyphs, segments };
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i]!;
    if (pos.xOffset || pos.yOffset) {
      shaped = null;
      break;
    }
    if (pos.xAdvance - pos.advanceWidth !== 0 && last < i + 1) {
      segments.push([i + 1, number(-(pos.xAdvance - pos.advanceWidth))]);
      last = i + 1;
    }
  }
  if (shaped && last < positions.length) {
    const pos = positions[positions.length - 1]!;
    segments.push([positions.length, number(-(pos.xAdvance - pos.advanceWidth))]);
  }
  if (byText.size >= SHAPED_MAX) byText.clear();
  byText.set(text, shaped);
  return shaped;
}

/** The run's TJ operator for this document, its glyphs added to the document's subset as pdfkit's encode adds them. */
function runOperator(font: EmbeddedFont, text: string, shaped: Shaped): string {
  let runs = font._directRuns;
  if (!runs) runs = font._directRuns = new Map();
  const known = runs.get(text);
  if (known !== undefined) return known;
  const hex: string[] = [];
  for (const glyph of shaped.glyphs) {
    const gid = font.subset.includeGlyph(glyph.id);
    hex.push(`0000${gid.toString(16)}`.slice(-4));
    if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
    if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
  }
  const commands: string[] = [];
  let start = 0;
  for (const [end, kern] of shaped.segments) {
    commands.push(`<${hex.slice(start, end).join('')}> ${kern}`);
    start = end;
  }
  const op = commands.length ? `[${commands.join(' ')}] TJ` : '';
  runs.set(text, op);
  return op;
}

// A colour's operators (colour space and value) as pdfkit's _setColorCore writes them, by colour and stroke/fill.
const colorOps = new Map<string, [string, string] | null>();

function colorOperators(doc: Doc, color: string, stroke: boolean): [string, string] | null {
  const key = (stroke ? 'S' : 'f') + color;
  let ops = colorOps.get(key);
  if (ops === undefined) {
    const rgb = doc._normalizeColor(color);
    ops =
      rgb && rgb.every((c) => typeof c === 'number')
        ? [
            `/${rgb.length === 4 ? 'DeviceCMYK' : 'DeviceRGB'} ${stroke ? 'CS' : 'cs'}`,
            `${rgb.join(' ')} ${stroke ? 'SCN' : 'scn'}`,
          ]
        : null;
    if (colorOps.size >= 1000) colorOps.clear();
    colorOps.set(key, ops);
  }
  return ops;
}

/** pdfmake's resolveColor for a colour given as text: the colour, or the default when pdfkit cannot read it. */
function resolved(doc: Doc, color: unknown, fallback: string): string | null {
  const c = color || fallback;
  if (typeof c !== 'string') return null;
  return colorOperators(doc, c, false) ? c : fallback;
}

/** pdfkit's colour operators for a colour (both left out by the page when it has them already). */
function setColor(doc: Doc, ops: Lean, color: string, stroke: boolean): void {
  const [space, value] = colorOperators(doc, color, stroke)!;
  if (hasState(ops, stroke ? 'SCN' : 'scn', value) && hasState(ops, stroke ? 'CS' : 'cs', space)) return;
  addOperator(ops, space);
  addOperator(ops, value);
}

/**
 * pdfkit's _doOpacity: the opacity's graphics state, registered on the page with its operator. When the page has
 * that state set already, both were done on this page and nothing changes.
 */
function setOpacity(doc: Doc, ops: Lean, fill: number | null, stroke: number | null): void {
  const f = fill === null ? null : Math.max(0, Math.min(1, fill));
  const s = stroke === null ? null : Math.max(0, Math.min(1, stroke));
  const known = doc._opacityRegistry[`${f}_${s}`];
  if (known && hasState(ops, 'gs', `/${known[1]} gs`)) return;
  doc._doOpacity(fill, stroke);
}

/**
 * pdfmake's renderLine for a line of simple runs (see simpleLine), written as pdfkit writes it; false, with nothing
 * written, when a run has to be left to pdfkit after all (an offset glyph, a colour that is not text).
 */
function writeLine(doc: Doc, line: Line, x: number, y: number): boolean {
  const shapes: (Shaped | null)[] = [];
  for (const inline of line.inlines) {
    const shaped = inline.text.length ? shape(inline.font as EmbeddedFont, inline.text) : null;
    if (inline.text.length && !shaped) return false;
    if (resolved(doc, inline.color, 'black') === null) return false;
    shapes.push(shaped);
  }
  const ops = pageOperators(doc);
  const lineHeight = line.getHeight();
  const descent = lineHeight - line.getAscenderHeight();
  line.inlines.forEach((inline, i) => {
    const font = inline.font as EmbeddedFont;
    const color = resolved(doc, inline.color, 'black')!;
    const opacity = typeof inline.opacity === 'number' ? inline.opacity : 1;
    setOpacity(doc, ops, opacity, opacity);
    // fill(color): the colour, then 'f' (which paints nothing without a path).
    setColor(doc, ops, color, false);
    doc._fillColor = [color, undefined];
    addOperator(ops, 'f');
    doc._font = font;
    doc._fontSize = inline.fontSize;
    // The same arithmetic as pdfmake's renderLine and pdfkit's _fragment, so the numbers round the same.
    const shiftToBaseline = lineHeight - (font.ascender / 1000) * inline.fontSize - descent;
    const px = x + inline.x;
    const py = y + shiftToBaseline;
    doc.x = px + inline.width;
    doc.y = py;
    const shaped = shapes[i];
    if (!shaped) return;
    const height = doc.page.height;
    const dy = (font.ascender / 1000) * inline.fontSize;
    if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
    const tj = runOperator(font, inline.text, shaped);
    addOperator(ops, 'q');
    addOperator(ops, `1 0 0 -1 0 ${number(height)} cm`);
    addOperator(ops, 'BT');
    addOperator(ops, `1 0 0 1 ${number(px)} ${number(height - py - dy)} Tm`);
    addOperator(ops, `/${font.id} ${number(inline.fontSize)} Tf`);
    if (tj) addOperator(ops, tj);
    addOperator(ops, 'ET');
    addOperator(ops, 'Q');
  });
  return true;
}

const JOINS: Record<string, number> = { MITER: 0, ROUND: 1, BEVEL: 2 };
const CAPS: Record<string, number> = { BUTT: 0, ROUND: 1, SQUARE: 2 };
const style = (v: unknown, names: Record<string, number>, d: string) => {
  const s = v || d;
  return typeof s === 'string' ? names[s.toUpperCase()] : s;
};

/**
 * pdfmake's renderVector for a line or a plain box in plain colours, written as pdfkit writes it; false, with nothing
 * written, for anything else.
 */
function writeVector(doc: Doc, v: Vector): boolean {
  if (v.type !== 'line' && (v.type !== 'rect' || v.r || v.linearGradient)) return false;
  const fill = v.color ? resolved(doc, v.color, 'black') : undefined;
  const stroke = !v.color || v.lineColor ? resolved(doc, v.lineColor, 'black') : undefined;
  if (fill === null || stroke === null) return false;
  let dash = '[] 0 d';
  if (v.dash) {
    const d = v.dash as { length: unknown; space?: number; phase?: number };
    if (typeof d.length !== 'number') return false;
    const lengths = [d.length, d.space || d.length];
    if (!lengths.every((l) => Number.isFinite(l) && l > 0)) return false; // pdfkit throws its own error
    dash = `[${lengths.map(number).join(' ')}] ${number(d.phase || 0)} d`;
  }
  const fillOpacity = typeof v.fillOpacity === 'number' ? v.fillOpacity : 1;
  const strokeOpacity = typeof v.strokeOpacity === 'number' ? v.strokeOpacity : 1;
  const ops = pageOperators(doc);
  addOperator(ops, `${number((v.lineWidth as number) || 1)} w`);
  addOperator(ops, dash);
  addOperator(ops, `${style(v.lineJoin, JOINS, 'miter')} j`);
  addOperator(ops, `${style(v.lineCap, CAPS, 'butt')} J`);
  const n = (k: string) => number(v[k] as number);
  if (v.type === 'rect') addOperator(ops, `${n('x')} ${n('y')} ${n('w')} ${n('h')} re`);
  else {
    addOperator(ops, `${n('x1')} ${n('y1')} m`);
    addOperator(ops, `${n('x2')} ${n('y2')} l`);
  }
  if (fill) {
    setColor(doc, ops, fill, false);
    setOpacity(doc, ops, fillOpacity, null);
    doc._fillColor = [fill, fillOpacity];
  }
  if (stroke) {
    setColor(doc, ops, stroke, true);
    setOpacity(doc, ops, null, strokeOpacity);
  }
  addOperator(ops, fill && stroke ? 'B' : fill ? 'f' : 'S');
  return true;
}

let installed = false;

/** Installs the direct writing on pdf.ts's pdfmake (once, after lean-content.ts). */
export function installDirectRender(): void {
  if (installed) return;
  installed = true;
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const Renderer = (
    fromPdfmake('pdfmake/js/Renderer') as {
      default: {
        prototype: Renderer & {
          renderLine(line: Line, x: number, y: number): void;
          renderVector(vector: Vector): void;
        };
      };
    }
  ).default;
  const renderLine = Renderer.prototype.renderLine;
  Renderer.prototype.renderLine = function (line, x, y) {
    const doc = this.pdfDocument;
    // lean-content.ts's renderLine (below this one) joins the words into runs; here they are joined first.
    if (enabled && !doc._textOptions && simpleLine(line) && writeLine(doc, joinedLine(line), x || 0, y || 0))
      return;
    renderLine.call(this, line, x, y);
  };
  const renderVector = Renderer.prototype.renderVector;
  Renderer.prototype.renderVector = function (vector) {
    if (enabled && writeVector(this.pdfDocument, vector)) return;
    renderVector.call(this, vector);
  };
}
