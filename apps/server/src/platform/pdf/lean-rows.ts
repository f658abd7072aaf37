import { createRequire } from 'node:module';
import type { ContentTable } from 'pdfmake/interfaces';
import { getStyleProperty, measureWords, styleWord, wordStyle, type WordStyle } from './style-lookup';

// pdfmake lays out every table row through its generic machinery: each row is an unbreakable block of its own (a
// new document context and page, copied onto the real page when it is committed), each cell a column of a column
// group with page-change listeners, row-span and snaking-column bookkeeping, each border found cell by cell. In the
// 20-page checklist report the 380 checkpoint rows cost about half a millisecond each that way.
//
// A table marked `leanRows: true` whose body rows (after its header rows) are simple (cells of plain text or a
// canvas, no spans, no fill, no page breaks, `dontBreakRows`) has those rows laid out here instead: pdfmake still
// preprocesses, measures and lays out the header rows as the table's repeated header, and measures every cell; the
// rows are then placed straight onto the pages with the same geometry pdfmake gives them (padding, borders, line
// breaking, alignment, a row moved whole to the next page under the repeated header when it does not fit; a row
// taller than a page is handed back to pdfmake, which breaks it across pages). A table that does not qualify is left
// to pdfmake untouched. Installed by pdf.ts with the other patches.

type Layout = {
  hLineWidth(i: number, node: unknown): number;
  vLineWidth(i: number, node: unknown): number;
  hLineColor: string | ((i: number, node: unknown, col: number) => string);
  vLineColor: string | ((i: number, node: unknown, row: number) => string);
  hLineStyle(i: number, node: unknown): { dash?: unknown } | null;
  vLineStyle(i: number, node: unknown): { dash?: unknown } | null;
  paddingLeft(i: number, node: unknown): number;
  paddingRight(i: number, node: unknown): number;
  paddingTop(i: number, node: unknown): number;
  paddingBottom(i: number, node: unknown): number;
  fillColor?: unknown;
  fillOpacity?: unknown;
  defaultBorder?: boolean;
};
type Inline = {
  text: string;
  width: number;
  height: number;
  noWrap?: boolean;
  noNewLine?: boolean;
  lineEnd?: boolean;
  trailingCut?: number;
  leadingCut?: number;
  x?: number;
  alignment?: string;
  [k: string]: unknown;
};
type Cell = {
  text?: unknown;
  canvas?: Vector[];
  _inlines?: Inline[];
  _margin?: [number, number, number, number] | null;
  _minWidth?: number;
  _maxWidth?: number;
  _minHeight?: number;
  _alignment?: string;
  fillColor?: unknown;
  [k: string]: unknown;
};
type Vector = Record<string, unknown>;
type Width = { _calcWidth: number; _minWidth: number; _maxWidth: number };
type TableNode = {
  table: {
    body: Cell[][];
    widths: Width[];
    headerRows?: number;
    dontBreakRows?: boolean;
    heights?: unknown;
    leanRows?: boolean;
  };
  layout?: unknown;
  _layout: Layout;
  _offsets: { total: number; offsets: number[] };
  _minWidth: number;
  _maxWidth: number;
  /** The body rows laid out here (set by the preprocessor when the table qualifies). */
  _leanRows?: Cell[][];
  _leanBuilder?: Builder;
  _margin?: [number, number, number, number] | null;
};
type Context = {
  x: number;
  y: number;
  page: number;
  availableWidth: number;
  availableHeight: number;
  moveDown(h: number): void;
  getCurrentPage(): { items: unknown[] } | null;
  backgroundLength: number[];
  inSnakingColumns?(): boolean;
};
type Writer = {
  transactionLevel: number;
  context(): Context;
  moveToNextPage(): void;
};
type LineObj = {
  x?: number;
  y?: number;
  inlines: Inline[];
  maxWidth: number;
  addInline(i: Inline): void;
  hasEnoughSpaceForInline(i: Inline, next: Inline[]): boolean;
  getAvailableWidth(): number;
  getWidth(): number;
  getHeight(): number;
  lastLineInParagraph?: boolean;
  newLineForced?: boolean;
};

const TEXT_KEYS = new Set(['text', 'fontSize', 'bold', 'italics', 'color', 'noWrap', 'alignment']);
const CANVAS_KEYS = new Set(['canvas', 'margin', 'alignment']);

/** A body cell this layout can place: plain text with simple styles, or a canvas. */
function isSimpleCell(cell: unknown): boolean {
  if (typeof cell === 'string') return true;
  if (!cell || typeof cell !== 'object') return false;
  const keys = Object.keys(cell);
  if ('canvas' in cell) return Array.isArray((cell as Cell).canvas) && keys.every((k) => CANVAS_KEYS.has(k));
  return typeof (cell as Cell).text === 'string' && keys.every((k) => TEXT_KEYS.has(k));
}

/** Whether a table's body rows (after the header rows) can be laid out here. */
export function qualifies(node: {
  table?: Partial<Omit<TableNode['table'], 'widths'>> & { widths?: unknown[] };
  layout?: unknown;
}): boolean {
  const t = node.table;
  if (!t?.leanRows || !t.dontBreakRows || t.heights !== undefined) return false;
  const headerRows = t.headerRows ?? 0;
  const body = t.body ?? [];
  if (headerRows < 1 || body.length <= headerRows) return false;
  const cols = body[0]!.length;
  if (!Array.isArray(t.widths) || t.widths.length !== cols) return false;
  if (!t.widths.every((w) => typeof w === 'number' || w === '*')) return false;
  // A layout given as an object whose functions look at nothing but the row or column index (the rows laid out
  // here are not in the table's body pdfmake sees, so a layout reading the body could answer otherwise).
  const layout = node.layout as Record<string, unknown> | undefined;
  if (!layout || typeof layout !== 'object') return false;
  if (Object.values(layout).some((f) => typeof f === 'function' && f.length > 1)) return false;
  for (let r = headerRows; r < body.length; r++) {
    const row = body[r]!;
    if (row.length !== cols || !row.every(isSimpleCell)) return false;
  }
  return true;
}

/** A layout property: a value, or a function of (index, node, other index). */
const pick = (v: unknown, ...args: unknown[]): unknown =>
  typeof v === 'function' ? (v as (...a: unknown[]) => unknown)(...args) : v;

/** pdfmake's LayoutBuilder.buildNextLine over a list of inlines (consumed from `from`), for a given width. */
function nextLine(
  LineClass: new (w: number) => LineObj,
  inlines: Inline[],
  maxWidth: number,
  widthOf: (text: string, inline: Inline) => number,
): LineObj | null {
  if (!inlines.length) return null;
  const line = new LineClass(maxWidth);
  let isForceContinue = false;
  while (
    inlines.length > 0 &&
    (line.hasEnoughSpaceForInline(inlines[0]!, inlines.slice(1)) || isForceContinue)
  ) {
    const inline = inlines.shift()!;
    if (!inline.noWrap && inline.text.length > 1 && inline.width > line.getAvailableWidth()) {
      // The longest start of the word that fits (binary search, as pdfmake does).
      let low = 1;
      let high = inline.text.length;
      let best = 1;
      const available = line.getAvailableWidth();
      while (low <= high) {
        const mid = Math.floor((low + high) / 2);
        if (widthOf(inline.text.substring(0, mid), inline) <= available) {
          best = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      if (best < inline.text.length) {
        // Copies: the cell's measured words stay as they are (pdfmake may lay the cell out after all).
        const rest: Inline = { ...inline, text: inline.text.substr(best) };
        const head: Inline = { ...inline, text: inline.text.substr(0, best) };
        rest.width = widthOf(rest.text, rest);
        head.width = widthOf(head.text, head);
        inlines.unshift(rest);
        line.addInline(head);
        isForceContinue = false; // a word cut in two is not continued on the line
        continue;
      }
    }
    line.addInline(inline);
    isForceContinue = Boolean(inline.noNewLine);
  }
  line.lastLineInParagraph = inlines.length === 0;
  return line;
}

/** ElementWriter.alignLine for a line placed at (x, y) in a column of the given width. */
function alignLine(line: LineObj, width: number): void {
  const lineWidth = line.getWidth();
  const alignment = line.inlines[0]?.alignment;
  let offset = 0;
  if (alignment === 'right') offset = width - lineWidth;
  else if (alignment === 'center') offset = (width - lineWidth) / 2;
  if (offset) line.x = (line.x ?? 0) + offset;
  if (
    alignment === 'justify' &&
    !line.newLineForced &&
    !line.lastLineInParagraph &&
    line.inlines.length > 1
  ) {
    const extra = (width - lineWidth) / (line.inlines.length - 1);
    for (let i = 1; i < line.inlines.length; i++) {
      line.inlines[i]!.x = (line.inlines[i]!.x ?? 0) + i * extra;
      line.inlines[i]!.justifyShift = extra;
    }
  }
}

type Placed = {
  height: number;
  /** Page items relative to the row's top left; a canvas's vectors with their offset in the row. */
  items: { type: 'line' | 'vector'; item: unknown; dx?: number; dy?: number }[];
  /** Cell backgrounds, which go below everything else on the page (after the page's background). */
  fills: Vector[];
};

/**
 * One body row laid out at (0, 0) of its own: the cells' lines and canvases, its vertical borders and bottom border,
 * in the order pdfmake puts them on the page. Coordinates are made absolute when the row is placed.
 */
function layoutRow(
  deps: Deps,
  node: TableNode,
  row: Cell[],
  rowIndex: number,
  lefts: number[],
  widths: number[],
): Placed {
  const layout = node._layout;
  const { offsets } = node._offsets;
  const topLine = layout.hLineWidth(rowIndex, node);
  const bottomLine = layout.hLineWidth(rowIndex + 1, node);
  const padTop = layout.paddingTop(rowIndex, node);
  const padBottom = layout.paddingBottom(rowIndex, node);
  const items: Placed['items'] = [];
  const lines: { line: LineObj; dy: number }[] = [];
  let height = 0;
  let x = 0;
  for (let i = 0; i < row.length; i++) {
    const cell = row[i]!;
    x += (i ? widths[i - 1]! : 0) + offsets[i]!;
    const m = cell._margin ?? [0, 0, 0, 0];
    const cx = x + m[0];
    const width = widths[i]! - m[0] - m[2];
    let y = padTop + m[1];
    if (cell.canvas) {
      let offset = 0;
      if (cell._alignment === 'right') offset = width - (cell._minWidth ?? 0);
      else if (cell._alignment === 'center') offset = (width - (cell._minWidth ?? 0)) / 2;
      // Moved into place when the row is placed (the cell is left as it is until then).
      for (const v of cell.canvas) items.push({ type: 'vector', item: v, dx: cx + offset, dy: y });
      y += cell._minHeight ?? 0;
    } else {
      const inlines = [...(cell._inlines ?? [])];
      for (let line = nextLine(deps.Line, inlines, width, deps.widthOf); line;) {
        line.x = cx;
        alignLine(line, width);
        lines.push({ line, dy: y });
        items.push({ type: 'line', item: line });
        y += line.getHeight();
        line = nextLine(deps.Line, inlines, width, deps.widthOf);
      }
    }
    height = Math.max(height, y + m[3]);
  }
  for (const l of lines) l.line.y = l.dy;
  const bottom = height + padBottom;
  const border = layout.defaultBorder !== false;
  const fills: Vector[] = [];
  for (let i = 0; i < row.length; i++) {
    const cell = row[i]!;
    const color = cell.fillColor || pick(layout.fillColor, rowIndex, node, i);
    if (!color) continue;
    const opacity =
      typeof cell.fillOpacity === 'number' ? cell.fillOpacity : pick(layout.fillOpacity, rowIndex, node, i);
    const left = border ? layout.vLineWidth(i, node) : 0;
    const last = i === 0 || i + 1 === row.length;
    const right = border ? layout.vLineWidth(i + 1, node) / 2 : last ? layout.vLineWidth(i + 1, node) : 0;
    fills.push({
      type: 'rect',
      x: lefts[i]! + left,
      y: 0,
      w: lefts[i + 1]! + right - (lefts[i]! + left),
      h: bottom + bottomLine,
      lineWidth: 0,
      color,
      fillOpacity: opacity,
      _isFillColorFromUnbreakable: true,
    });
  }
  // The vertical borders (TableProcessor.endRow): from the top border's top to the bottom border's bottom.
  for (let i = 0; i < lefts.length; i++) {
    const w = layout.vLineWidth(i, node);
    if (!w || !border) continue;
    const style = layout.vLineStyle(i, node);
    items.push({
      type: 'vector',
      item: {
        type: 'line',
        x1: lefts[i]! + w / 2,
        x2: lefts[i]! + w / 2,
        y1: -topLine,
        y2: bottom + bottomLine,
        lineWidth: w,
        dash: style?.dash,
        lineColor: pick(layout.vLineColor, i, node, rowIndex) as string,
      },
    });
  }
  // The bottom border, one segment a column (drawHorizontalLine).
  if (bottomLine && border) {
    const style = layout.hLineStyle(rowIndex + 1, node);
    for (let i = 0; i < lefts.length - 1; i++) {
      items.push({
        type: 'vector',
        item: {
          type: 'line',
          x1: lefts[i]!,
          x2: lefts[i + 1]!,
          y1: bottom + bottomLine / 2,
          y2: bottom + bottomLine / 2,
          lineWidth: bottomLine,
          dash: style?.dash,
          lineColor: pick(layout.hLineColor, rowIndex + 1, node, i) as string,
        },
      });
    }
  }
  return { height: bottom + bottomLine, items, fills };
}

type Deps = {
  Line: new (w: number) => LineObj;
  widthOf: (text: string, inline: Inline) => number;
  offsetVector: (v: Vector, x: number, y: number) => void;
};

/** Places the lean rows after the header rows pdfmake has laid out (the header is the repeatable already). */
function placeRows(deps: Deps, node: TableNode, writer: Writer, breakRow?: (rowIndex: number) => void): void {
  const rows = node._leanRows!;
  const layout = node._layout;
  const widths = node.table.widths.map((w) => w._calcWidth);
  // Column borders' x (TableProcessor's rowSpanData lefts): padding + left border + width a column.
  const lefts = [0];
  for (let i = 0; i < widths.length; i++)
    lefts.push(
      lefts[i]! +
        layout.paddingLeft(i, node) +
        layout.paddingRight(i, node) +
        layout.vLineWidth(i, node) +
        widths[i]!,
    );
  const headerRows = node.table.headerRows ?? 0;
  rows.forEach((row, k) => {
    const placed = layoutRow(deps, node, row, headerRows + k, lefts, widths);
    let ctx = writer.context();
    // As pdfmake commits a row's unbreakable block: to the next page (under the repeated header) when it does not fit.
    if (writer.transactionLevel === 0 && ctx.availableHeight < placed.height) {
      writer.moveToNextPage();
      ctx = writer.context();
      if (ctx.availableHeight < placed.height && breakRow) {
        // Taller than a whole page: pdfmake lays it out, broken across pages (as a row of a table without
        // dontBreakRows; pdfmake would drop an unbreakable row this tall).
        breakRow(headerRows + k);
        return;
      }
    }
    const page = ctx.getCurrentPage()!;
    // Backgrounds as pdfmake leaves them: after the page's background, in column order on the page; inside an
    // enclosing unbreakable block in reverse (its commit reverses them again) and still marked for that commit.
    const nested = writer.transactionLevel > 0;
    const fills = nested ? [...placed.fills].reverse() : placed.fills;
    for (const f of fills) {
      deps.offsetVector(f, ctx.x, ctx.y);
      if (!nested) delete f._isFillColorFromUnbreakable;
    }
    if (fills.length)
      page.items.splice(
        ctx.backgroundLength[ctx.page] ?? 0,
        0,
        ...fills.map((item) => ({ type: 'vector' as const, item })),
      );
    for (const it of placed.items) {
      if (it.type === 'vector')
        deps.offsetVector(it.item as Vector, ctx.x + (it.dx ?? 0), ctx.y + (it.dy ?? 0));
      else {
        const line = it.item as LineObj;
        line.x = (line.x ?? 0) + ctx.x;
        line.y = (line.y ?? 0) + ctx.y;
      }
      page.items.push({ type: it.type, item: it.item });
    }
    ctx.moveDown(placed.height);
  });
}

type Processor = {
  tableNode: TableNode;
  dontBreakRows: boolean;
  rowsWithoutPageBreak: number;
  endTable(writer: Writer): void;
  beginRow(rowIndex: number, writer: Writer): void;
  endRow(rowIndex: number, writer: Writer, pageBreaks: unknown[]): void;
};
type Builder = {
  processRow(args: Record<string, unknown>): { pageBreaks: unknown[] };
};

/**
 * A body row taller than a page, laid out by pdfmake as processTable lays out a row that may break: the table's
 * body is the whole body while it is done, so pdfmake's borders see the rows they would see.
 */
function breakRow(builder: Builder, processor: Processor, node: TableNode, writer: Writer, rowIndex: number) {
  const headerBody = node.table.body;
  node.table.body = [...headerBody, ...node._leanRows!];
  processor.dontBreakRows = false;
  try {
    processor.beginRow(rowIndex, writer);
    const result = builder.processRow({
      marginX: node._margin ? [node._margin[0], node._margin[2]] : [0, 0],
      dontBreakRows: false,
      rowsWithoutPageBreak: processor.rowsWithoutPageBreak,
      cells: node.table.body[rowIndex],
      widths: node.table.widths,
      gaps: node._offsets.offsets,
      tableBody: node.table.body,
      tableNode: node,
      rowIndex,
      height: undefined,
    });
    processor.endRow(rowIndex, writer, result.pageBreaks);
  } finally {
    processor.dontBreakRows = true;
    node.table.body = headerBody;
  }
}

/** Marks a table for the lean row layout (it qualifies or is left to pdfmake, see above). */
export function leanRows<T extends ContentTable>(node: T): T {
  (node.table as { leanRows?: boolean }).leanRows = true;
  return node;
}

type TextInlinesLike = ThisParameterType<typeof measureWords>;
type Stack = Parameters<typeof measureWords>[1];
type TextStyle = {
  stack: Stack;
  words: WordStyle;
  leadingIndent: number;
  margin: Cell['_margin'];
  fillColor: unknown;
  fillOpacity: unknown;
};
let textBreaker: { getBreaks(text: unknown, stack: Stack): Inline[] } | undefined;

/** A cell's own style (with its column): cells with the same key are styled alike. */
function styleKey(col: number, cell: Cell): string | null {
  if (cell.canvas) return [col, 'canvas', cell.alignment, String(cell.margin)].join('\u0000');
  if (typeof cell.text !== 'string') return null;
  return [col, cell.fontSize, cell.bold, cell.italics, cell.color, cell.noWrap, cell.alignment].join(
    '\u0000',
  );
}

type CanvasStyle = Pick<TextStyle, 'margin' | 'fillColor' | 'fillOpacity'> & { alignment: unknown };

/** pdfmake's measureCanvas for a canvas cell whose margin, background and alignment are known. */
function measureCanvasCell(measureCanvas: (cell: Cell) => Cell, cell: Cell, style: CanvasStyle): void {
  cell._margin = style.margin;
  cell.fillColor = style.fillColor;
  cell.fillOpacity = style.fillOpacity;
  measureCanvas(cell);
  cell._alignment = style.alignment as string | undefined;
  if (style.margin) {
    cell._minWidth = cell._minWidth! + style.margin[0] + style.margin[2];
    cell._maxWidth = cell._maxWidth! + style.margin[0] + style.margin[2];
  }
}

/** What a measured text cell's words were styled with, for the cells styled alike. */
function textStyle(textInlines: TextInlinesLike, cell: Cell, stack: Stack): TextStyle {
  const get = (p: string, d: unknown) => getStyleProperty({ text: '' }, stack as never, p, d);
  return {
    stack,
    words: wordStyle(textInlines, { text: '' }, stack),
    leadingIndent: get('leadingIndent', 0) as number,
    margin: cell._margin,
    fillColor: cell.fillColor,
    fillOpacity: cell.fillOpacity,
  };
}

/** pdfmake's measureLeaf (TextInlines.buildInlines) for a text cell whose style is known. */
function measureText(textInlines: TextInlinesLike, cell: Cell, style: TextStyle): void {
  cell._margin = style.margin;
  cell.fillColor = style.fillColor;
  cell.fillOpacity = style.fillOpacity;
  const words = textBreaker!.getBreaks(cell.text, style.stack);
  if (words.length && style.leadingIndent) {
    words[0]!.leadingCut = -style.leadingIndent;
    words[0]!.leadingIndent = style.leadingIndent;
  }
  let minWidth = 0;
  let maxWidth = 0;
  let lineWidth = 0;
  let lineLeadingCut: number | null = null;
  for (const word of words) {
    styleWord(textInlines, word as never, style.words);
    const leadingCut = word.leadingCut ?? 0;
    const trailingCut = word.trailingCut ?? 0;
    minWidth = Math.max(minWidth, Math.max(0, word.width - leadingCut - trailingCut));
    if (lineLeadingCut === null) {
      lineLeadingCut = leadingCut;
      lineWidth = 0;
    }
    lineWidth += word.width;
    maxWidth = Math.max(maxWidth, Math.max(0, lineWidth - lineLeadingCut - trailingCut));
    if (word.lineEnd) lineLeadingCut = null;
  }
  if (style.words.noWrap) minWidth = maxWidth;
  const margin = style.margin;
  cell._inlines = words;
  cell._minWidth = minWidth + (margin ? margin[0] + margin[2] : 0);
  cell._maxWidth = maxWidth + (margin ? margin[0] + margin[2] : 0);
}

let installed = false;

/** Installs the lean row layout on pdf.ts's pdfmake (once). */
export function installLeanRows(): void {
  if (installed) return;
  installed = true;
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const load = <T>(name: string) => (fromPdfmake(`pdfmake/js/${name}`) as { default: T }).default;
  type Proto<T> = { prototype: T };
  const DocPreprocessor = load<Proto<{ preprocessTable(node: TableNode): TableNode }>>('DocPreprocessor');
  const DocMeasure = load<
    Proto<{
      measureTable(node: TableNode): TableNode;
      measureNode(node: Cell): Cell;
      measureCanvas(node: Cell): Cell;
      textInlines: TextInlinesLike;
      styleStack: Stack & {
        auto(node: unknown, fn: () => Cell): Cell;
        getProperty(name: string): unknown;
        clone(): Stack & { push(item: unknown): void };
      };
    }>
  >('DocMeasure');
  const TableProcessor = load<Proto<Processor>>('TableProcessor');
  const LayoutBuilder = load<Proto<Builder & { processTable(node: TableNode): void }>>('LayoutBuilder');
  const ColumnCalculator = load<{ measureMinMax(w: Width[]): { min: number; max: number } }>(
    'columnCalculator',
  );
  const TextInlines =
    load<new (doc: unknown) => { widthOfText(t: string, i: Inline): number }>('TextInlines');
  const tools = fromPdfmake('pdfmake/js/helpers/tools') as { offsetVector: Deps['offsetVector'] };
  const textInlines = new TextInlines(null);
  const TextBreaker = load<new () => NonNullable<typeof textBreaker>>('TextBreaker');
  textBreaker = new TextBreaker();
  const deps: Deps = {
    Line: load<Deps['Line']>('Line'),
    widthOf: (text, inline) => textInlines.widthOfText(text, inline),
    offsetVector: tools.offsetVector,
  };

  // Preprocessing: every cell as pdfmake does it; then the body rows are set apart from the header rows.
  const preprocessTable = DocPreprocessor.prototype.preprocessTable;
  DocPreprocessor.prototype.preprocessTable = function (node) {
    const lean = qualifies(node);
    const result = preprocessTable.call(this, node);
    if (lean) {
      const headerRows = node.table.headerRows!;
      node._leanRows = node.table.body.slice(headerRows);
      node.table = { ...node.table, body: node.table.body.slice(0, headerRows) };
    }
    return result;
  };

  // Measuring: the header rows as a table, then every body cell as pdfmake measures a table's cell; the columns'
  // minimum and maximum widths take the body cells in, as they would in the whole table. A text cell styled like
  // one measured before in its column (the same own style, the same stack below) reuses what that one looked up:
  // its margin, background and the style of its words (pdfmake asks the stack about 25 questions a cell).
  const measureTable = DocMeasure.prototype.measureTable;
  DocMeasure.prototype.measureTable = function (node) {
    measureTable.call(this, node);
    if (!node._leanRows) return node;
    const widths = node.table.widths;
    const styled = new Map<string, TextStyle | CanvasStyle>();
    const measureCanvas = (cell: Cell) => this.measureCanvas(cell);
    for (const row of node._leanRows) {
      for (let col = 0; col < row.length; col++) {
        const cell = row[col]!;
        const key = styleKey(col, cell);
        const known = key === null ? undefined : styled.get(key);
        if (known && cell.canvas) measureCanvasCell(measureCanvas, cell, known as CanvasStyle);
        else if (known) measureText(this.textInlines, cell, known as TextStyle);
        else
          this.styleStack.auto(cell, () => {
            // As pdfmake's measureTable: a cell's background from the style stack.
            cell.fillColor = this.styleStack.getProperty('fillColor');
            cell.fillOpacity = this.styleStack.getProperty('fillOpacity');
            this.measureNode(cell);
            if (key === null) return cell;
            if (cell.canvas) {
              const { _margin: margin, fillColor, fillOpacity, _alignment: alignment } = cell;
              styled.set(key, { margin, fillColor, fillOpacity, alignment });
            } else {
              // The stack measureLeaf measures the words with (the cell pushed on it).
              const stack = this.styleStack.clone();
              stack.push(cell);
              styled.set(key, textStyle(this.textInlines, cell, stack));
            }
            return cell;
          });
        widths[col]!._minWidth = Math.max(widths[col]!._minWidth, cell._minWidth ?? 0);
        widths[col]!._maxWidth = Math.max(widths[col]!._maxWidth, cell._maxWidth ?? 0);
      }
    }
    const measures = ColumnCalculator.measureMinMax(widths);
    node._minWidth = measures.min + node._offsets.total;
    node._maxWidth = measures.max + node._offsets.total;
    return node;
  };

  // Layout: the rows go in when pdfmake has finished the header (before it stops repeating it).
  const endTable = TableProcessor.prototype.endTable;
  TableProcessor.prototype.endTable = function (writer) {
    const node = this.tableNode;
    const builder = node._leanBuilder;
    if (node._leanRows)
      placeRows(
        deps,
        node,
        writer,
        builder && ((rowIndex) => breakRow(builder, this, node, writer, rowIndex)),
      );
    endTable.call(this, writer);
  };
  // The layout builder of the table, for a row that has to be broken across pages.
  const processTable = LayoutBuilder.prototype.processTable;
  LayoutBuilder.prototype.processTable = function (node) {
    if (node._leanRows) node._leanBuilder = this;
    return processTable.call(this, node);
  };
}
