import { createRequire } from 'node:module';
import { addOperator, hasState, pageOperators, sameRun, type Lean } from './lean-content';

// pdfmake draws every run of text by calling pdfkit's text(): an options object copied twice, the text split on
// newlines, the run shaped again word by word (pdfkit's per-document cache), each glyph id formatted as hex, the
// run measured once more only to move pdfkit's cursor, and ten operators each formatted and written on its own.
// Every table border and box goes through six pdfkit calls the same way. In the 20-page checklist report (1 756
// lines of 3 551 words, 3 330 vectors once the borders are merged) that was about a quarter of the render's CPU.
//
// Here the commonest cases are written straight to the page, operator for operator what pdfkit writes (the same
// q/cm/BT/Tm/Tf/TJ/ET/Q for a run, the same w/d/j/J, path, colour and paint for a line, a polyline or a box): a
// run of an embedded font without links, decorations, features or offsets, and a line, polyline or plain box. The
// words of a line are joined into runs as lean-content.ts's joinedLine joins them. The shaping of a run is kept for
// the process (by font and text: the glyphs, the kerning), so a run printed again in another document costs the
// subset's glyph numbers only; every glyph still goes into the document's font subset, with its width and code
// points, in the order pdfkit would add it, so the embedded font is the one pdfkit embeds. Anything else is left
// to pdfmake and pdfkit. Installed by pdf.ts after lean-content.ts.

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

// A colour's operators (colour space and value) as pdfkit's _setColorCore writes them, by colour, for filling and
// for stroking.
const colorOps = [new Map<string, [string, string] | null>(), new Map<string, [string, string] | null>()];

function colorOperators(doc: Doc, color: string, stroke: boolean): [string, string] | null {
  const byColor = colorOps[stroke ? 1 : 0]!;
  let ops = byColor.get(color);
  if (ops === undefined) {
    const rgb = doc._normalizeColor(color);
    ops =
      rgb && rgb.every((c) => typeof c === 'number')
        ? [
            `/${rgb.length === 4 ? 'DeviceCMYK' : 'DeviceRGB'} ${stroke ? 'CS' : 'cs'}`,
            `${rgb.join(' ')} ${stroke ? 'SCN' : 'scn'}`,
          ]
        : null;
    if (byColor.size >= 1000) byColor.clear();
    byColor.set(color, ops);
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
  addOperator(ops, stroke ? 'CS' : 'cs', space);
  addOperator(ops, stroke ? 'SCN' : 'scn', value);
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

type Run = { inline: Inline; text: string; width: number; shaped: Shaped | null };

/**
 * pdfmake's renderLine for a line of simple runs (see simpleLine), written as pdfkit writes it, with the words joined
 * into runs as lean-content.ts's joinedLine joins them (without copying them); false, with nothing written, when a
 * run has to be left to pdfkit after all (an offset glyph, a colour that is not text).
 */
function writeLine(doc: Doc, line: Line, x: number, y: number): boolean {
  const inlines = line.inlines;
  const runs: Run[] = [];
  // The joined line's height and ascender height (pdfmake's Line.getHeight and getAscenderHeight over its runs).
  let lineHeight = 0;
  let ascenderHeight = 0;
  for (let first = 0, i = 1; i <= inlines.length; i++) {
    if (i < inlines.length && sameRun(inlines[i - 1]!, inlines[i]!)) continue;
    const inline = inlines[first]!;
    let text = inline.text;
    let width = inline.width;
    for (let k = first + 1; k < i; k++) {
      text += inlines[k]!.text;
      width += inlines[k]!.width;
    }
    first = i;
    const font = inline.font as EmbeddedFont;
    const shaped = text.length ? shape(font, text) : null;
    if (text.length && !shaped) return false;
    if (resolved(doc, inline.color, 'black') === null) return false;
    runs.push({ inline, text, width, shaped });
    lineHeight = Math.max(lineHeight, (inline.height as number) || 0);
    ascenderHeight = Math.max(ascenderHeight, (font.ascender / 1000) * inline.fontSize);
  }
  const ops = pageOperators(doc);
  const descent = lineHeight - ascenderHeight;
  const height = doc.page.height;
  for (const { inline, text, width, shaped } of runs) {
    const font = inline.font as EmbeddedFont;
    const color = resolved(doc, inline.color, 'black')!;
    const opacity = typeof inline.opacity === 'number' ? inline.opacity : 1;
    setOpacity(doc, ops, opacity, opacity);
    // fill(color): the colour, then 'f' (which paints nothing without a path).
    setColor(doc, ops, color, false);
    doc._fillColor = [color, undefined];
    addOperator(ops, 'f', 'f');
    doc._font = font;
    doc._fontSize = inline.fontSize;
    // The same arithmetic as pdfmake's renderLine and pdfkit's _fragment, so the numbers round the same.
    const shiftToBaseline = lineHeight - (font.ascender / 1000) * inline.fontSize - descent;
    const px = x + inline.x;
    const py = y + shiftToBaseline;
    doc.x = px + width;
    doc.y = py;
    if (!shaped) continue;
    const dy = (font.ascender / 1000) * inline.fontSize;
    if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
    const tj = runOperator(font, text, shaped);
    addOperator(ops, 'q', 'q');
    addOperator(
      ops,
      'cm',
      flipOps.get(height) ?? remember(flipOps, height, `1 0 0 -1 0 ${number(height)} cm`),
    );
    addOperator(ops, 'BT', 'BT');
    addOperator(ops, 'Tm', `1 0 0 1 ${number(px)} ${number(height - py - dy)} Tm`);
    let sizes = fontOps.get(font.id);
    if (!sizes) fontOps.set(font.id, (sizes = new Map()));
    const size = inline.fontSize;
    addOperator(ops, 'Tf', sizes.get(size) ?? remember(sizes, size, `/${font.id} ${number(size)} Tf`));
    if (tj) addOperator(ops, 'TJ', tj);
    addOperator(ops, 'ET', 'ET');
    addOperator(ops, 'Q', 'Q');
  }
  return true;
}

const JOINS: Record<string, number> = { MITER: 0, ROUND: 1, BEVEL: 2 };
const CAPS: Record<string, number> = { BUTT: 0, ROUND: 1, SQUARE: 2 };
const style = (v: unknown, names: Record<string, number>, d: string) => {
  const s = v || d;
  return typeof s === 'string' ? names[s.toUpperCase()] : s;
};

// The operators a page writes thousands of times with few values (line width, join, cap, the page's flip, a font
// and size), kept as text by value.
const widthOps = new Map<unknown, string>();
const joinOps = new Map<unknown, string>();
const capOps = new Map<unknown, string>();
const flipOps = new Map<unknown, string>();
const fontOps = new Map<unknown, Map<unknown, string>>();

function remember(cache: Map<unknown, string>, value: unknown, line: string): string {
  if (cache.size >= 1000) cache.clear();
  cache.set(value, line);
  return line;
}

type Point = { x: number; y: number };

/**
 * pdfmake's renderVector for a line, a polyline or a plain box in plain colours, written as pdfkit writes it; false,
 * with nothing written, for anything else.
 */
function writeVector(doc: Doc, v: Vector): boolean {
  if (v.type === 'rect' ? v.r || v.linearGradient : v.type !== 'line' && v.type !== 'polyline') return false;
  const fill = v.color ? resolved(doc, v.color, 'black') : undefined;
  const stroke = !v.color || v.lineColor ? resolved(doc, v.lineColor, 'black') : undefined;
  if (fill === null || stroke === null) return false;
  let dash = '[] 0 d';
  if (v.dash) {
    const d = v.dash as { length: unknown; space?: number; phase?: number };
    if (typeof d.length !== 'number') return false;
    const space = d.space || d.length;
    // pdfkit throws its own error for these.
    if (!(Number.isFinite(d.length) && d.length > 0 && Number.isFinite(space) && space > 0)) return false;
    dash = `[${number(d.length)} ${number(space)}] ${number(d.phase || 0)} d`;
  }
  const fillOpacity = typeof v.fillOpacity === 'number' ? v.fillOpacity : 1;
  const strokeOpacity = typeof v.strokeOpacity === 'number' ? v.strokeOpacity : 1;
  const ops = pageOperators(doc);
  const width = (v.lineWidth as number) || 1;
  addOperator(ops, 'w', widthOps.get(width) ?? remember(widthOps, width, `${number(width)} w`));
  addOperator(ops, 'd', dash);
  const join = style(v.lineJoin, JOINS, 'miter');
  addOperator(ops, 'j', joinOps.get(join) ?? remember(joinOps, join, `${join} j`));
  const cap = style(v.lineCap, CAPS, 'butt');
  addOperator(ops, 'J', capOps.get(cap) ?? remember(capOps, cap, `${cap} J`));
  if (v.type === 'rect')
    addOperator(
      ops,
      're',
      `${number(v.x as number)} ${number(v.y as number)} ${number(v.w as number)} ${number(v.h as number)} re`,
    );
  else if (v.type === 'line') {
    addOperator(ops, 'm', `${number(v.x1 as number)} ${number(v.y1 as number)} m`);
    addOperator(ops, 'l', `${number(v.x2 as number)} ${number(v.y2 as number)} l`);
  } else {
    const points = v.points as Point[];
    for (let i = 0; i < points.length; i++)
      addOperator(ops, i ? 'l' : 'm', `${number(points[i]!.x)} ${number(points[i]!.y)} ${i ? 'l' : 'm'}`);
    const first = points[0];
    const last = points[points.length - 1];
    if (points.length > 1 && (v.closePath || (first!.x === last!.x && first!.y === last!.y)))
      addOperator(ops, 'h', 'h');
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
  const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
  addOperator(ops, paint, paint);
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
    if (enabled && !doc._textOptions && simpleLine(line) && writeLine(doc, line, x || 0, y || 0)) return;
    renderLine.call(this, line, x, y);
  };
  const renderVector = Renderer.prototype.renderVector;
  Renderer.prototype.renderVector = function (vector) {
    if (enabled && writeVector(this.pdfDocument, vector)) return;
    renderVector.call(this, vector);
  };
}
