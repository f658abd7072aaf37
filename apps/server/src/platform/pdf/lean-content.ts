import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';

// pdfmake writes every drawing the long way round (its own TODOs say so): each table line, box and word sets line
// width, dash, join, cap, colour space, colour and opacity again, and each word of a line is its own BT..ET block in
// its own q..Q. pdfkit then turns every one of those operators into a Buffer of its own. In the 20-page checklist
// report that was 135 000 operators, and the largest part of the render's CPU (pdfkit, Buffer.from, deflate, GC).
//
// Two changes, both invisible on the page:
//  - a page's operators are kept as strings and become one Buffer when the page ends, and an operator that sets a
//    graphics state parameter to the value it already has is left out (the state is followed through q/Q exactly
//    as a PDF reader follows it; a painting operator without a path, which draws nothing, is left out too);
//  - the words of one line that share their font, size, colour and everything else pdfmake styles are written as
//    one text run (pdfkit positions the glyphs from the same shaping pdfmake measured them with).
// Installed by pdf.ts when pdfmake is loaded; documents rendered anywhere else in the process get it as well.

type State = Record<string, string | undefined>;
export type Lean = {
  ops: string[];
  state: State;
  stack: State[];
  path: boolean;
  /** The state object is also on the stack (saved by q, or restored by Q): copied before it is changed. */
  shared: boolean;
};
type Page = {
  write(chunk: unknown): unknown;
  end(): unknown;
  content: { write(chunk: unknown): unknown };
  _lean?: Lean;
};

function flush(page: Page, lean: Lean): void {
  if (!lean.ops.length) return;
  page.content.write(Buffer.from(lean.ops.join('\n'), 'latin1'));
  lean.ops = [];
}

/**
 * The page's content compressed here, at a lower zlib level than pdfkit's default (6): drawing operators compress
 * almost as well at 3 in about half the time (the 20-page report: 59 -> 64 KiB of content, 12 -> 7 ms).
 */
function compressContent(page: Page): void {
  const content = page.content as Page['content'] & {
    compress: boolean;
    buffer: Buffer[];
    data: Record<string, unknown>;
  };
  if (!content.compress || !content.buffer.length) return;
  const bytes = deflateSync(Buffer.concat(content.buffer), { level: 3 });
  content.compress = false;
  content.buffer = [bytes];
  content.data.Filter = 'FlateDecode';
  content.data.Length = bytes.length;
}

/** One operator line: kept or left out, the state followed. */
function add(lean: Lean, line: string): void {
  addOp(lean, line.slice(line.lastIndexOf(' ') + 1), line);
}

/** add for a line whose operator is known (`op`, the line's last word). */
function addOp(lean: Lean, op: string, line: string): void {
  switch (op) {
    // q saves the state as it is and Q brings the saved one back; a text run's q..Q changes nothing in between,
    // so the state is only copied when something is set while it is saved.
    case 'q':
      lean.stack.push(lean.state);
      lean.shared = true;
      break;
    case 'Q':
      lean.state = lean.stack.pop() ?? {};
      lean.shared = true;
      break;
    // Graphics state parameters whose operator sets the whole parameter (the operator line is its value).
    case 'w':
    case 'J':
    case 'j':
    case 'M':
    case 'd':
    case 'ri':
    case 'i':
    case 'gs':
    case 'SCN':
    case 'scn':
      if (lean.state[op] === line) return;
      ownState(lean)[op] = line;
      break;
    // Setting a colour space resets its colour (PDF 32000 8.6.8): the colour must be written again after it.
    case 'CS':
    case 'cs':
      if (lean.state[op] === line) return;
      ownState(lean)[op] = line;
      lean.state[op === 'CS' ? 'SCN' : 'scn'] = undefined;
      break;
    case 'm':
    case 'l':
    case 'c':
    case 'v':
    case 'y':
    case 'h':
    case 're':
      lean.path = true;
      break;
    case 'S':
    case 's':
    case 'f':
    case 'F':
    case 'f*':
    case 'B':
    case 'B*':
    case 'b':
    case 'b*':
    case 'n':
      // A painting operator without a path draws nothing.
      if (!lean.path) return;
      lean.path = false;
      break;
    case 'W':
    case 'W*':
    case 'cm':
      break;
    default:
      // Anything else (text, images, shadings, marked content) changes none of the followed parameters; a path
      // left open before it is forgotten rather than guessed about.
      lean.path = false;
  }
  lean.ops.push(line);
}

/** The state, to be changed: a copy of its own when the stack holds it too. */
function ownState(lean: Lean): State {
  if (lean.shared) {
    lean.state = { ...lean.state };
    lean.shared = false;
  }
  return lean.state;
}

const newLean = (): Lean => ({ ops: [], state: {}, stack: [], path: false, shared: false });

/** The operators of a content stream as they are written (one a line), the redundant ones left out. */
export function leanOperators(lines: string[]): string[] {
  const lean = newLean();
  for (const line of lines) add(lean, line);
  return lean.ops;
}

/** The operators of a document's current page, for code that writes operators itself (direct-render.ts). */
export function pageOperators(doc: { page: object }): Lean {
  return leanPage(doc.page as Page);
}

/** One operator line on a page, its operator given (the line's last word): written, or left out when it changes
 * nothing (see add). */
export { addOp as addOperator };

/** Whether a graphics state parameter (by its operator) already has the value this operator line sets. */
export const hasState = (lean: Lean, op: string, line: string): boolean => lean.state[op] === line;

function leanPage(page: Page): Lean {
  let lean = page._lean;
  if (lean) return lean;
  lean = page._lean = newLean();
  const own = lean;
  page.write = (chunk: unknown) => {
    if (typeof chunk === 'string') {
      if (chunk.indexOf('\n') < 0) add(own, chunk);
      else for (const line of chunk.split('\n')) add(own, line);
    } else {
      // Bytes (none of pdfmake's own drawing): written in order, and nothing known about the state after them.
      flush(page, own);
      own.state = {};
      own.shared = false;
      own.path = false;
      page.content.write(chunk);
    }
  };
  const end = page.end;
  page.end = function () {
    // pdfkit writes '\n' after every chunk; one after the last operator keeps the stream ending as before.
    if (own.ops.length) own.ops.push('');
    flush(page, own);
    compressContent(page);
    return end.call(this);
  };
  return lean;
}

type Inline = Record<string, unknown> & { text: string; width: number; x: number };
type Line = { inlines: Inline[]; id?: unknown };

// What makes two words print differently; words equal in all of these can be one text run.
const STYLE_KEYS = [
  'font',
  'fontSize',
  'color',
  'opacity',
  'characterSpacing',
  'fontFeatures',
  'link',
  'linkToPage',
  'linkToDestination',
  'linkToFile',
  '_pageNodeRef',
  'decoration',
  'decorationStyle',
  'decorationColor',
  'decorationThickness',
  'background',
  'sup',
  'sub',
] as const;

/** Whether two words of a line print as one text run (see joinedLine). */
export function sameRun(a: Inline, b: Inline): boolean {
  // Justified lines spread their words: only words that follow each other exactly join.
  if (Math.abs(a.x + a.width - b.x) >= 1e-6) return false;
  for (let k = 0; k < STYLE_KEYS.length; k++) if (a[STYLE_KEYS[k]!] !== b[STYLE_KEYS[k]!]) return false;
  return true;
}

/** The line with its words joined into runs (the line itself when nothing joins). */
export function joinedLine<L extends Line>(line: L): L {
  const inlines = line.inlines;
  if (inlines.length < 2) return line;
  const out: Inline[] = [];
  let first = 0;
  for (let i = 1; i <= inlines.length; i++) {
    if (i < inlines.length && sameRun(inlines[i - 1]!, inlines[i]!)) continue;
    if (i - first === 1) out.push(inlines[first]!);
    else {
      let text = '';
      let width = 0;
      for (let k = first; k < i; k++) {
        text += inlines[k]!.text;
        width += inlines[k]!.width;
      }
      out.push(Object.assign({}, inlines[first], { text, width }));
    }
    first = i;
  }
  if (out.length === inlines.length) return line;
  return Object.assign(Object.create(line) as L, { inlines: out });
}

type Vector = Record<string, unknown> & { type: string; x1: number; y1: number; x2: number; y2: number };
type Item = { type: string; item: Vector };

/**
 * A table's borders come from pdfmake as one segment per cell side and row: a line that runs down 30 rows is 30
 * segments, and a row's top border one segment per column. Segments on the same line, touching or overlapping, with
 * the same stroke (opaque, no dash) are drawn as one, where the last of them was drawn: borders stay above the
 * cells they frame, and nothing crosses a clip or vertical-alignment boundary.
 */
export function mergeLines(items: Item[]): Item[] {
  // The lines being extended, by orientation and position (few: one a border), each with its stroke, where it stands
  // in `out`, and its extent. Looked up by number, so no key is built for each of the thousands of segments.
  const open = [new Map<number, Open[]>(), new Map<number, Open[]>()];
  const out: (Item | null)[] = [];
  let dropped = 0;
  for (const it of items) {
    const v = it.item;
    if (it.type !== 'vector') {
      if (it.type !== 'line' && it.type !== 'image') {
        open[0]!.clear();
        open[1]!.clear();
      }
      out.push(it);
      continue;
    }
    const vertical = v.x1 === v.x2;
    if (
      v.type !== 'line' ||
      !(vertical || v.y1 === v.y2) ||
      v.dash ||
      v.color ||
      (v.strokeOpacity !== undefined && v.strokeOpacity !== 1)
    ) {
      out.push(it);
      continue;
    }
    // From low to high coordinate along the line.
    const lo = vertical ? Math.min(v.y1, v.y2) : Math.min(v.x1, v.x2);
    const hi = vertical ? Math.max(v.y1, v.y2) : Math.max(v.x1, v.x2);
    const byPosition = open[vertical ? 1 : 0]!;
    const position = vertical ? v.x1 : v.y1;
    let lines = byPosition.get(position);
    if (!lines) byPosition.set(position, (lines = []));
    let at = lines.length - 1;
    while (at >= 0 && !sameStroke(lines[at]!.stroke, v)) at--;
    const line = at < 0 ? undefined : lines[at]!;
    if (line && lo <= line.hi + 1e-9 && hi >= line.lo - 1e-9) {
      line.lo = Math.min(lo, line.lo);
      line.hi = Math.max(hi, line.hi);
      // The first time a line grows it gets an item of its own (pdfmake's may be shared by repeated headers).
      const merged = line.own ? out[line.at]! : { ...it, item: { ...out[line.at]!.item } };
      if (vertical) {
        merged.item.y1 = line.lo;
        merged.item.y2 = line.hi;
      } else {
        merged.item.x1 = line.lo;
        merged.item.x2 = line.hi;
      }
      out[line.at] = null;
      dropped++;
      line.at = out.length;
      line.own = true;
      out.push(merged);
    } else {
      const started: Open = { at: out.length, lo, hi, own: false, stroke: v };
      if (line) lines[at] = started;
      else lines.push(started);
      out.push(it);
    }
  }
  if (!dropped) return items;
  const kept: Item[] = [];
  for (const it of out) if (it) kept.push(it);
  return kept;
}

type Open = { at: number; lo: number; hi: number; own: boolean; stroke: Vector };

// The stroke of a line: its width, colour, cap and join, compared as their text (as a key of them would be).
const STROKE = ['lineWidth', 'lineColor', 'lineCap', 'lineJoin'] as const;
function sameStroke(a: Vector, b: Vector): boolean {
  for (const k of STROKE) if (a[k] !== b[k] && String(a[k]) !== String(b[k])) return false;
  return true;
}

let installed = false;

/** Installs both changes on the pdfkit and pdfmake pdf.ts renders with (once). */
export function installLeanContent(): void {
  if (installed) return;
  installed = true;
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const PDFKit = fromPdfmake('pdfkit') as {
    prototype: { addContent(data: unknown): unknown; page: Page; _normalizeColor(color: unknown): unknown };
  };
  PDFKit.prototype.addContent = function (data: unknown) {
    leanPage(this.page); // the page's writer is set up on its first operator
    this.page.write(data);
    return this;
  };
  // Colours are written as '#rrggbb' for every word and line; pdfkit parses the text again each time.
  const normalizeColor = PDFKit.prototype._normalizeColor;
  const colors = new Map<string, number[] | null>();
  PDFKit.prototype._normalizeColor = function (color: unknown) {
    if (typeof color !== 'string' || color.charAt(0) !== '#') return normalizeColor.call(this, color);
    let rgb = colors.get(color);
    if (rgb === undefined) {
      if (colors.size >= 1000) colors.clear();
      rgb = normalizeColor.call(this, color) as number[] | null;
      colors.set(color, rgb);
    }
    return rgb && rgb.slice();
  };
  const Renderer = (
    fromPdfmake('pdfmake/js/Renderer') as {
      default: {
        prototype: {
          renderLine(line: Line, x: number, y: number): void;
          renderPages(pages: { items: Item[] }[]): void;
        };
      };
    }
  ).default;
  const renderPages = Renderer.prototype.renderPages;
  Renderer.prototype.renderPages = function (pages) {
    for (const page of pages) page.items = mergeLines(page.items);
    return renderPages.call(this, pages);
  };
  const renderLine = Renderer.prototype.renderLine;
  Renderer.prototype.renderLine = function (line, x, y) {
    return renderLine.call(this, joinedLine(line), x, y);
  };
}
