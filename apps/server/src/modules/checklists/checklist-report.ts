// spec 02 §5 "Report and print rules" and §4 "Report flow": a filled checklist as pdfmake content, built from the
// form and the answers on the server (no HTML from the client). Every rule of the spec is a small function here,
// each with its own test in checklist-report.test.ts.
import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import {
  FIELD,
  type ChecklistForm,
  type ChecklistRecord,
  parseDefaultValue,
  parseJsonObject,
} from '@suite/shared/checklists/index';
import { formatDate } from '@suite/shared/format/date-format';
import { formatNumber, roundDecimalString } from '@suite/shared/format/number-format';
import { renderTemplate } from '@suite/shared/templates/placeholders';
import { checklistsapi as T } from '@suite/shared/translations/sections/checklists-api';
import { checklists as C } from '@suite/shared/translations/sections/checklists';
import type { Language } from '@suite/shared';
import { PDF_COLORS } from '../../platform/pdf/pdf';
import { leanRows } from '../../platform/pdf/lean-rows';

type Property = ChecklistForm['properties'][number];

export type ReportOptions = {
  /** spec 02 §7 isemptypdf: the blank form, for filling in by hand. */
  isemptypdf?: boolean;
  /** Print every grid, also the empty ones. */
  printall?: boolean;
  /** A filtered export: empty survey and checkpoint rows are left out. */
  filtered?: boolean;
  /** Photos two to a page in the attachment pages (else one). */
  istwoimageperpdf?: boolean;
};

export type ReportInput = {
  language: Language;
  form: ChecklistForm;
  checklist: Pick<ChecklistRecord, 'id' | 'name' | 'modifiedname' | 'data' | 'status'>;
  /** Photos by file id and by guid: data URLs (PNG or JPEG) ready for pdfmake. */
  /** Photos by file id and by guid. `key` names the image in the document's images dictionary (reportImages),
   * so a photo is embedded once however often it prints; `data` is JPEG/PNG bytes or a data URL. */
  images: Map<string, ReportImage>;
  options: ReportOptions;
  /** The inspection behind a machine checklist: its status decides the defect signature (spec 02 §4). */
  inspection?: {
    status?: string | null;
    inspectorsignature?: string | null;
    repairedbysignature?: string | null;
  };
  /** First-page data of a machine checklist (spec 02 §3 "Machine-checklist first page and footer data"). */
  firstpage?: Record<string, unknown>;
  /** The machine footer's values where the checklist's own footer answers are empty (an inspection's). */
  machinefooter?: Record<string, unknown>;
  /** Names of the equipment an F-gas answer names by id (the order's equipment picked in the fill-in screen). */
  equipmentNames?: Record<string, string>;
};

export type ReportImage = { key: string; data: Buffer | string; name: string };

const t = (lang: Language, key: keyof typeof T) => T[key][lang];

/** The images dictionary of the document definition: every photo of the input under its key. */
export function reportImages(input: Pick<ReportInput, 'images'>): Record<string, Buffer | string> {
  const out: Record<string, Buffer | string> = {};
  for (const im of input.images.values()) out[im.key] = im.data;
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The rules, one function each.

/** spec 02 §5: the file name: '.pdf' removed, & removed, / \ ? % * : | " < > tab and newline to _. */
export { cleanFileName } from '@suite/shared/format/file-name';

/** spec 02 §5: numbers in reports: spaces stripped, comma to dot, rounded to 2 decimals; other text as it is. */
export function reportNumber(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const r = roundDecimalString(text, 2);
  return r === 'NaN' ? text : r;
}

/** spec 02 §5: the hour meter with decimal comma, thousands space and 2 decimals ('12345.5' -> '12 345,50'). */
export function hourMeter(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return formatNumber(String(value).replace(/\s+/g, '').replace(',', '.'), 2) || String(value);
}

/** spec 02 §5: flexible header/footer placeholders, matched case-insensitively; missing ones print empty. */
export function fillPlaceholders(content: string, values: Record<string, unknown>): string {
  const v: Record<string, string> = {};
  for (const [k, x] of Object.entries(values))
    v[k.toLowerCase()] = x === null || x === undefined ? '' : String(x);
  return renderTemplate(content, v);
}

/** HTML of a header, footer or html block as plain lines (tags dropped, breaks kept, entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>|<\/h\d>|<\/tr>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '  ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * spec 02 §5 "Comment text is HTML-escaped": a comment prints exactly as typed (markup in it is text, never
 * interpreted); the PDF holds text, so escaping means the characters stay themselves.
 */
export function commentText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : JSON.stringify(value);
}

/** spec 02 §5: "Signature images given as inline image data are converted": PNG/JPEG data URLs as images, SVG
 * data URLs as SVG; anything else (a URL, garbage) prints nothing. */
export function signatureContent(value: unknown, fit: [number, number] = [180, 60]): Content | null {
  if (typeof value !== 'string') return null;
  if (/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=\s]+$/.test(value)) {
    return { image: value.replace('image/jpg', 'image/jpeg'), fit };
  }
  const svg = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (svg) return { svg: Buffer.from(svg[1]!, 'base64').toString('utf8'), fit };
  const svgText = /^data:image\/svg\+xml(?:;charset=utf-8)?,(.*)$/s.exec(value);
  if (svgText) return { svg: decodeURIComponent(svgText[1]!), fit };
  return null;
}

/** spec 02 §5 "Fields tied to missing panels or dynamic panels are dropped". */
export function printableProperties(form: Pick<ChecklistForm, 'properties'>): Property[] {
  const panels = new Set(
    form.properties
      .filter((p) => p.type === FIELD.panel)
      .flatMap((p) => [p.panelkey, p.name].filter(Boolean)),
  );
  return form.properties.filter((p) => !p.dynamicpanelkey || panels.has(p.dynamicpanelkey));
}

/** spec 02 §5: checkpoint sub-items are numbered slNo.index from 1 ('3.1', '3.2'); without slNo just the index. */
export function checkpointNumber(slNo: unknown, index: number): string {
  const s = slNo === undefined || slNo === null || slNo === '' ? '' : String(slNo);
  return s ? `${s}.${index + 1}` : String(index + 1);
}

/** spec 02 §5: first-page checkboxes whose id has a truthy value in the first-page data are checked. */
export function isChecked(data: Record<string, unknown> | undefined, id: string): boolean {
  const v = data?.[id];
  if (typeof v === 'string') return !['', '0', 'false', 'no', 'off'].includes(v.trim().toLowerCase());
  return Boolean(v);
}

/** spec 02 §4: repaired_approved(_with_remarks) print the repaired-by signature (falling back to the inspector's)
 * as the defect signature; every other status the inspector's. */
export function defectSignature(inspection: ReportInput['inspection']): string | null {
  if (!inspection) return null;
  const repaired =
    inspection.status === 'repaired_approved' || inspection.status === 'repaired_approved_with_remarks';
  if (repaired) return inspection.repairedbysignature || inspection.inspectorsignature || null;
  return inspection.inspectorsignature || null;
}

const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  v === false;

/** spec 02 §5: a grid with no filled cells beyond the first column is hidden unless printing all. */
export function gridHasValues(rows: unknown): boolean {
  if (!Array.isArray(rows)) return false;
  return rows.some((row) => {
    if (Array.isArray(row)) return row.slice(1).some((c) => !isBlank(c));
    if (row && typeof row === 'object') {
      return Object.entries(row as Record<string, unknown>).some(
        ([k, v]) => k !== 'name' && k !== 'label' && k !== 'compValue_1' && !isBlank(v),
      );
    }
    return false;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks.

const M = (l: number, tp: number, r: number, b: number): [number, number, number, number] => [l, tp, r, b];

function box(checked: boolean, round = false): Content {
  const size = 8;
  const shape = round
    ? {
        type: 'ellipse' as const,
        x: size / 2,
        y: size / 2,
        r1: size / 2,
        r2: size / 2,
        lineColor: '#333',
        lineWidth: 0.8,
      }
    : { type: 'rect' as const, x: 0, y: 0, w: size, h: size, lineColor: '#333', lineWidth: 0.8 };
  const mark = round
    ? { type: 'ellipse' as const, x: size / 2, y: size / 2, r1: 2.2, r2: 2.2, color: '#1a1a1a' }
    : {
        // One stroke with a round joint (two lines cost twice the drawing and met in a notch).
        type: 'polyline' as const,
        points: [
          { x: 1.6, y: 4.2 },
          { x: 3.4, y: 6.2 },
          { x: 6.8, y: 1.6 },
        ],
        lineWidth: 1.3,
        lineJoin: 'round' as const,
        lineColor: '#1a1a1a',
      };
  return { canvas: checked ? [shape, mark] : [shape], width: size + 4, margin: M(0, 1.5, 0, 0) } as Content;
}

/** A box as a table cell of its own (the canvas is the cell: no stack around it to lay out). */
function boxCell(checked: boolean, round = false, alignment?: 'center'): TableCell {
  const { canvas, margin } = box(checked, round) as { canvas: unknown[]; margin: unknown };
  return { canvas, margin, ...(alignment ? { alignment } : {}) } as TableCell;
}

function choiceList(
  options: { label: string; checked: boolean }[],
  round: boolean,
  vertical: boolean,
): Content {
  const items: Content[] = options.map((o) => ({
    columns: [box(o.checked, round), { text: o.label, width: 'auto' }],
    columnGap: 2,
    width: 'auto',
    margin: M(0, 0, 10, 2),
  }));
  return vertical ? { stack: items } : { columns: items, columnGap: 4 };
}

function fieldLabel(p: Property): Content | null {
  return p.label
    ? { text: htmlToText(p.label), bold: true, fontSize: 8.5, color: PDF_COLORS.muted, margin: M(0, 0, 0, 2) }
    : null;
}

function valueLine(text: string): Content {
  return { text: text || ' ', margin: M(0, 0, 0, 2) };
}

/** The line a signature stands on. */
function signatureLine(): Content {
  return {
    canvas: [{ type: 'line' as const, x1: 0, y1: 2, x2: 200, y2: 2, lineWidth: 0.6, lineColor: '#555555' }],
    margin: M(0, 0, 0, 2),
  };
}

/** Writing space for the blank form. */
function blankLines(n: number): Content {
  return {
    stack: Array.from({ length: n }, () => ({
      canvas: [
        { type: 'line' as const, x1: 0, y1: 14, x2: 515, y2: 14, lineWidth: 0.5, lineColor: PDF_COLORS.line },
      ],
    })),
  };
}

const tableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => PDF_COLORS.line,
  vLineColor: () => PDF_COLORS.line,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  fillColor: (row: number) => (row === 0 ? PDF_COLORS.band : null),
};

function table(headers: string[], rows: TableCell[][], widths?: (string | number)[]): ContentTable {
  // Simple rows are laid out by platform/pdf's lean row layout; others (spans, nested content) by pdfmake.
  return leanRows({
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((h) => ({ text: h, bold: true, fontSize: 8 })), ...rows],
    },
    layout: tableLayout,
    margin: M(0, 2, 0, 4),
  });
}

function optionLabel(p: Property, value: unknown, lang: Language): string {
  if (value === 'yes' || value === 'no' || value === 'not_applicable') {
    const o = p.options?.find((x) => String(x.value) === value);
    return o?.label ?? t(lang, value);
  }
  const o = p.options?.find((x) => String(x.value) === String(value));
  return o ? o.label : String(value ?? '');
}

function imagesOf(ids: unknown, input: ReportInput): ReportImage[] {
  if (!Array.isArray(ids)) return [];
  return ids.map((id) => input.images.get(String(id))).filter((x): x is ReportImage => !!x);
}

function imageRow(images: ReportImage[]): Content | null {
  if (!images.length) return null;
  return {
    columns: images
      .slice(0, 3)
      .map((im) => ({ image: im.key, fit: [160, 120] as [number, number], width: 165 })),
    columnGap: 6,
    margin: M(0, 2, 0, 4),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The field types.

type Ctx = {
  input: ReportInput;
  lang: Language;
  empty: boolean;
  photos: (ReportImage & { caption: string })[];
};

function textValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return Array.isArray(v) ? v.map(textValue).join(', ') : '';
  return String(v);
}

function checkpointGroup(p: Property, value: unknown, c: Ctx): Content[] {
  const { input, lang } = c;
  const labels = input.form.checkpointlabels ?? {};
  const answerLabels = [1, 2, 3]
    .map((i) => ({ i, label: (labels as Record<string, string | undefined>)[`label${i}`] ?? '' }))
    .filter((x) => x.label || !input.form.hidemachineservicecheckpointifnolabelset)
    .map((x) => ({ i: x.i, label: x.label || String(x.i) }));
  const answers = ((value as { subitems?: unknown } | null)?.subitems ?? []) as Record<string, unknown>[];
  const subitems = p.subitems ?? [];
  const onlySelected = Boolean(input.form.printonlyselectedcheckpoints);
  const rows: TableCell[][] = [];
  const details: Content[] = [];
  subitems.forEach((s, i) => {
    const a = (answers[i] ?? {}) as Record<string, unknown>;
    const chosen = typeof a.radioBoxValue === 'number' ? a.radioBoxValue : 0;
    const answered = chosen > 0 || Boolean(a.checkBoxU) || !isBlank(a.comments);
    // spec 02 §5: printonlyselectedcheckpoints prints only the selected checkpoints; a filtered export leaves the
    // empty rows out.
    if (!c.empty && onlySelected && chosen === 0 && !a.checkBoxU) return;
    if (!c.empty && c.input.options.filtered && !answered) return;
    const label = s.islabeleditable && typeof a.label === 'string' && a.label ? a.label : s.label;
    const text =
      s.showastextfield && typeof a.checkpoint_text === 'string' ? `${label}: ${a.checkpoint_text}` : label;
    rows.push([
      { text: checkpointNumber(p.slNo, i), noWrap: true },
      { text },
      ...answerLabels.map((x) => boxCell(!c.empty && chosen === x.i, false, 'center')),
      boxCell(!c.empty && Boolean(a.checkBoxU)),
      { text: c.empty ? '' : commentText(a.comments), fontSize: 8 },
    ]);
    const extra: Content[] = [];
    if (!c.empty && !isBlank(a.date))
      extra.push({
        text: `${t(lang, 'reportDate')}: ${formatDate(String(a.date)) || String(a.date)}`,
        fontSize: 8,
      });
    const sig = c.empty ? null : signatureContent(a.signature, [120, 40]);
    if (sig) extra.push(sig);
    const pics = c.empty ? [] : imagesOf(a.filesIds, input);
    for (const im of pics) c.photos.push({ ...im, caption: `${checkpointNumber(p.slNo, i)} ${label}` });
    if (chosen === 3) {
      const defect = signatureContent(defectSignature(input.inspection), [120, 40]);
      if (defect)
        extra.push(
          { text: t(lang, 'reportDefectSignature'), fontSize: 7.5, color: PDF_COLORS.muted },
          defect,
        );
    }
    if (extra.length)
      details.push({
        stack: [{ text: checkpointNumber(p.slNo, i), bold: true, fontSize: 8 }, ...extra],
        margin: M(0, 2, 0, 2),
      });
  });
  if (!rows.length) return [];
  const mainLabel =
    p.ismainlabeleditable && typeof (value as { mainlabel?: unknown } | null)?.mainlabel === 'string'
      ? (value as { mainlabel: string }).mainlabel
      : p.checkpoint_label_text || p.label;
  const headers = [
    t(lang, 'reportNo'),
    t(lang, 'reportCheckpoint'),
    ...answerLabels.map((x) => x.label),
    'U',
    t(lang, 'reportComments'),
  ];
  const cols = headers.length;
  // The group's title is the table's first header row: it repeats on every page the table spans and never stays
  // alone at the foot of a page.
  const titleRow: TableCell[] = [
    {
      text: [p.slNo ? `${p.slNo} ` : '', mainLabel ?? ''].join(''),
      bold: true,
      fontSize: 10,
      colSpan: cols,
      fillColor: '#ffffff',
      border: [false, false, false, true],
      margin: M(-4, 0, 0, 1),
    },
    ...Array.from({ length: cols - 1 }, () => ''),
  ];
  return [
    // The rows are laid out by platform/pdf's lean row layout (the same look, far less work a row).
    leanRows({
      table: {
        headerRows: 2,
        dontBreakRows: true,
        widths: [28, '*', ...answerLabels.map(() => 34), 16, 130],
        body: [
          titleRow,
          headers.map((h) => ({ text: h, bold: true, fontSize: 8, fillColor: PDF_COLORS.band })),
          ...rows,
        ],
      },
      layout: { ...tableLayout, fillColor: () => null },
      margin: M(0, 4, 0, 4),
    }),
    ...details,
  ];
}

function dataGrid(p: Property, value: unknown, c: Ctx): Content[] {
  const cols = (p.grid_data ?? []).map((g, i) => ({ ...g, i })).filter((g) => !g.hideFromPrint);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (!c.empty && !c.input.options.printall && !gridHasValues(rows)) return [];
  const cell = (row: Record<string, unknown>, i: number) => row[`compValue_${i + 1}`] ?? row[String(i)];
  const sums = new Set(p.showSum ? (p.sumColIndexes ?? []) : []);
  const headers = [...(p.activateIndexNumbers ? ['#'] : []), ...cols.map((g) => g.label ?? '')];
  const bodyRows: TableCell[][] = (c.empty ? Array.from({ length: 5 }, () => ({})) : rows).map((row, r) => [
    ...(p.activateIndexNumbers ? [String(r + 1)] : []),
    ...cols.map((g) => {
      const v = cell(row as Record<string, unknown>, g.i);
      if (g.celltype === 'checkbox' || g.celltype === 'radiobox')
        return boxCell(Boolean(v) && v !== 'false', g.celltype === 'radiobox');
      if (g.celltype === 'label') return { text: g.value !== undefined ? String(g.value) : textValue(v) };
      return { text: sums.has(g.i) ? reportNumber(v) : textValue(v) };
    }),
  ]);
  if (sums.size && !c.empty) {
    bodyRows.push([
      ...(p.activateIndexNumbers ? [''] : []),
      ...cols.map((g, k) => {
        if (!sums.has(g.i)) return { text: k === 0 ? t(c.lang, 'reportSum') : '', bold: true };
        const total = rows.reduce((n, row) => n + (Number(reportNumber(cell(row, g.i))) || 0), 0);
        return { text: reportNumber(total), bold: true };
      }),
    ]);
  }
  const widths = [
    ...(p.activateIndexNumbers ? [18] : []),
    ...cols.map((g) => (g.width ? `${g.width}%` : '*')),
  ];
  return [table(headers, bodyRows, widths)];
}

function inventGrid(p: Property, value: unknown, c: Ctx): Content[] {
  const headers = (p.grid_header ?? []).map((h) => h.label ?? '');
  const preset = (p.grid_data ?? []) as Record<string, unknown>[];
  const rows = Array.isArray(value) && value.length ? (value as Record<string, unknown>[]) : preset;
  if (!c.empty && !c.input.options.printall && !gridHasValues(Array.isArray(value) ? value : [])) return [];
  const n = Math.max(headers.length, 1);
  const body: TableCell[][] = rows.map((row, r) => {
    const first = row.name ?? row.label ?? row.compValue_1 ?? '';
    const cells = Array.from({ length: n - 1 }, (_, k) => {
      const v = row[`compValue_${k + 2}`] ?? row[`compSelect_${k + 2}`];
      return { text: c.empty ? '' : textValue(v) };
    });
    return [...(p.type === FIELD.invent2 ? [String(r + 1)] : []), { text: textValue(first) }, ...cells];
  });
  if (!body.length) return [];
  return [
    table(
      [
        ...(p.type === FIELD.invent2 ? ['#'] : []),
        ...headers.slice(0, n),
        ...(headers.length ? [] : ['']),
      ].slice(0, n + (p.type === FIELD.invent2 ? 1 : 0)),
      body,
    ),
  ];
}

function periodicGrid(p: Property, value: unknown, c: Ctx): Content[] {
  const v = (value ?? {}) as {
    rows?: { days?: Record<string, string> }[];
    actions_taken_by?: string;
    month?: string;
  };
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
  const rows: TableCell[][] = (p.periodicrows ?? []).map((r, i) => {
    const got = c.empty ? {} : (v.rows?.[i]?.days ?? {});
    const cells: TableCell[] = [];
    // spec 02 §9: daily spans 1 day, weekly 8 days (up to 5 cells), monthly 31.
    const span = r.frequency === 'daily' ? 1 : r.frequency === 'weekly' ? 8 : 31;
    for (let d = 0; d < 31; d += span) {
      const width = Math.min(span, 31 - d);
      cells.push({ text: textValue(got[String(d + 1)]), colSpan: width, alignment: 'center', fontSize: 6.5 });
      for (let k = 1; k < width; k++) cells.push({ text: '' });
    }
    return [
      { text: r.label, fontSize: 7 },
      {
        text: t(
          c.lang,
          r.frequency === 'daily'
            ? 'reportDaily'
            : r.frequency === 'weekly'
              ? 'reportWeekly'
              : 'reportMonthly',
        ),
        fontSize: 6.5,
      },
      ...cells,
    ];
  });
  const out: Content[] = [
    {
      table: {
        headerRows: 1,
        widths: [80, 34, ...days.map(() => '*')],
        body: [
          [
            { text: v.month ?? '', bold: true, fontSize: 7 },
            '',
            ...days.map((d) => ({ text: d, fontSize: 6, alignment: 'center' as const })),
          ],
          ...rows,
        ],
      },
      layout: tableLayout,
      margin: M(0, 2, 0, 4),
    },
  ];
  if (p.actions_taken_by)
    out.push(valueLine(`${t(c.lang, 'reportActionsTakenBy')}: ${c.empty ? '' : (v.actions_taken_by ?? '')}`));
  return out;
}

function surveyItem(p: Property, value: unknown, c: Ctx): Content[] {
  const v = (value ?? {}) as { selection?: unknown; comment?: unknown; date?: unknown; signature?: unknown };
  const empty = isBlank(v.selection) && isBlank(v.comment);
  if (!c.empty && c.input.options.filtered && empty) return [];
  const flags = p.surveyOptions?.checkboxFlags ?? {};
  if (!c.empty && flags.enableSkipPrint && empty) return [];
  const type = p.surveyOptions?.selectionType ?? 0;
  const options =
    type === 1
      ? [
          { label: t(c.lang, 'yes'), value: 'yes' },
          { label: t(c.lang, 'no'), value: 'no' },
        ]
      : type === 2
        ? [
            { label: t(c.lang, 'yes'), value: 'yes' },
            { label: t(c.lang, 'no'), value: 'no' },
            { label: t(c.lang, 'not_applicable'), value: 'not_applicable' },
          ]
        : type >= 3
          ? (p.options ?? []).map((o) => ({ label: o.label, value: String(o.value) }))
          : [];
  const chosen = new Set(
    (Array.isArray(v.selection) ? v.selection : [v.selection]).map((x) => String(x ?? '')),
  );
  const out: Content[] = [];
  if (options.length)
    out.push(
      choiceList(
        options.map((o) => ({ label: o.label, checked: !c.empty && chosen.has(o.value) })),
        type !== 4,
        false,
      ),
    );
  if (p.surveyOptions?.labelForField || !isBlank(v.comment) || c.empty) {
    out.push(
      valueLine(
        `${p.surveyOptions?.labelForField ?? t(c.lang, 'reportComment')}: ${c.empty ? '' : commentText(v.comment)}`,
      ),
    );
  }
  if (flags.date)
    out.push(
      valueLine(
        `${t(c.lang, 'reportDate')}: ${c.empty ? '' : formatDate(String(v.date ?? '')) || textValue(v.date)}`,
      ),
    );
  if (flags.signature) {
    const sig = c.empty ? null : signatureContent(v.signature);
    out.push(sig ?? valueLine(`${t(c.lang, 'reportSignature')}:`));
  }
  return out;
}

/** The words of the F-gas and equipment blocks (29-32): the fill-in screen's labels, so the report names each
 * value as the technician saw it; a key without one prints as it is. */
const RECORD_LABELS: Record<string, keyof typeof C> = {
  refrigerant: 'refrigerant',
  added: 'amountAdded',
  recovered: 'amountRecovered',
  charge: 'chargeKg',
  result: 'leakResult',
  action: 'repairOrDisposal',
  date: 'date',
  comment: 'comment',
  equipment_id: 'fgasEquipment',
  number: 'eq_number',
  name: 'eq_name',
  make: 'eq_make',
  model: 'eq_model',
  serial_number: 'eq_serial',
  year: 'eq_year',
  location: 'eq_location',
};

function recordValue(
  lang: Language,
  key: string,
  v: unknown,
  equipment?: Record<string, string>,
): string | null {
  const word = (k: string) => (C as Record<string, Record<Language, string> | undefined>)[k]?.[lang];
  if (key === 'equipment_id') return equipment?.[String(v)] ?? null;
  if (key === 'date' && typeof v === 'string') return formatDate(v) || v;
  if (key === 'result') return word(`leak_${String(v)}`) ?? textValue(v);
  if (key === 'action') return word(`action_${String(v)}`) ?? textValue(v);
  return reportNumberOrText(v);
}

function keyValues(value: unknown, lang?: Language, equipment?: Record<string, string>): Content[] {
  const obj =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const rows = Object.entries(obj)
    .filter(([, v]) => !isBlank(v) && typeof v !== 'object')
    .map(([k, v]) => {
      const label = lang && RECORD_LABELS[k] ? C[RECORD_LABELS[k]][lang] : k;
      const shown = lang ? recordValue(lang, k, v, equipment) : reportNumberOrText(v);
      return shown === null ? null : [{ text: label, color: PDF_COLORS.muted }, { text: shown }];
    })
    .filter((r) => r !== null);
  return rows.length
    ? [{ table: { widths: [140, '*'], body: rows }, layout: 'lightHorizontalLines', margin: M(0, 0, 0, 4) }]
    : [];
}

function reportNumberOrText(v: unknown): string {
  return typeof v === 'number' ? reportNumber(v) : textValue(v);
}

/** One field as report content ([] when it prints nothing). */
function fieldContent(p: Property, value: unknown, c: Ctx): Content[] {
  const { lang, empty } = c;
  const label = fieldLabel(p);
  const withLabel = (...body: (Content | null)[]): Content[] => {
    const items = body.filter((x): x is Content => x !== null);
    return items.length
      ? [{ stack: [...(label ? [label] : []), ...items], unbreakable: true, margin: M(0, 0, 0, 6) }]
      : [];
  };
  switch (p.type) {
    case FIELD.text:
    case FIELD.time:
      return withLabel(empty ? blankLines(1) : valueLine(textValue(value)));
    case FIELD.textarea:
      return withLabel(empty ? blankLines(3) : valueLine(textValue(value)));
    case FIELD.date:
      return withLabel(empty ? blankLines(1) : valueLine(formatDate(textValue(value)) || textValue(value)));
    case FIELD.checkbox: {
      const chosen = new Set((Array.isArray(value) ? value : [value]).map((x) => String(x ?? '')));
      const options = [...(p.options ?? []), ...(p.products ?? [])];
      return withLabel(
        choiceList(
          options.map((o) => ({ label: o.label, checked: !empty && chosen.has(String(o.value)) })),
          false,
          p.viewType === 'vertical',
        ),
      );
    }
    case FIELD.radio:
      return withLabel(
        choiceList(
          (p.options ?? []).map((o) => ({
            label: o.label,
            checked: !empty && String(o.value) === String(value ?? ''),
          })),
          true,
          p.viewType === 'vertical',
        ),
      );
    case FIELD.select: {
      if (empty) return withLabel(blankLines(1));
      const values = Array.isArray(value) ? value : isBlank(value) ? [] : [value];
      return withLabel(
        valueLine(
          values
            .map((v) =>
              p.isAPI
                ? textValue((v as { select_text?: unknown })?.select_text ?? v)
                : optionLabel(p, v, lang),
            )
            .join(', '),
        ),
      );
    }
    case FIELD.switch:
      return withLabel(
        empty
          ? choiceList(
              [
                { label: t(lang, 'yes'), checked: false },
                { label: t(lang, 'no'), checked: false },
              ],
              false,
              false,
            )
          : valueLine(value === true || value === 'true' || value === 'yes' ? t(lang, 'yes') : t(lang, 'no')),
      );
    case FIELD.file:
    case FIELD.image:
    case FIELD.attachments: {
      const v = (value ?? {}) as { comment?: unknown; filesIds?: unknown };
      const ids = Array.isArray(value) ? value : v.filesIds;
      const pics = empty ? [] : imagesOf(ids, c.input);
      const out: (Content | null)[] = [];
      if (p.type === FIELD.attachments) out.push(empty ? blankLines(2) : valueLine(commentText(v.comment)));
      const inline = pics.slice(0, 3);
      for (const im of pics.slice(3)) c.photos.push({ ...im, caption: p.label });
      out.push(imageRow(inline));
      if (!pics.length && Array.isArray(ids) && ids.length)
        out.push(valueLine(`${ids.length} ${t(lang, 'reportAttachments').toLowerCase()}`));
      return withLabel(...out);
    }
    case FIELD.component: {
      const v = (value ?? {}) as { answer?: unknown; comments?: unknown };
      if (empty) return withLabel(blankLines(2));
      return withLabel(
        valueLine(textValue(v.answer ?? (typeof value === 'string' ? value : ''))),
        isBlank(v.comments) ? null : { text: commentText(v.comments), italics: true, fontSize: 8 },
      );
    }
    case FIELD.divider:
      return [
        {
          text: htmlToText(p.label ?? ''),
          bold: true,
          fontSize: 11,
          color: PDF_COLORS.primary,
          margin: M(0, 8, 0, 2),
        },
        {
          canvas: [
            { type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.8, lineColor: PDF_COLORS.primary },
          ],
          margin: M(0, 0, 0, 6),
        },
      ];
    case FIELD.panel:
      return [
        {
          text: htmlToText(p.label ?? ''),
          bold: true,
          fontSize: 10.5,
          margin: M(0, 6, 0, 4),
          fillColor: PDF_COLORS.band,
        },
      ];
    case FIELD.label: {
      if (p.showonprint === false) return [];
      if (p.enableSkipPrint && isBlank(p.label)) return [];
      return [
        {
          text: htmlToText(p.label ?? ''),
          fontSize: p.font_size ? Math.min(Number(p.font_size), 28) : 9,
          alignment: p.horizontalAlignment ?? 'left',
          margin: M(0, 2, 0, 4),
        },
      ];
    }
    case FIELD.html:
      return [{ text: htmlToText(p.html ?? p.label ?? ''), margin: M(0, 2, 0, 6) }];
    case FIELD.signature: {
      const sig = empty ? null : signatureContent(value);
      return withLabel(sig ?? { text: ' ', margin: M(0, 30, 0, 0) }, signatureLine());
    }
    case FIELD.grid:
    case FIELD.invent:
    case FIELD.invent2: {
      const g = inventGrid(p, value, c);
      return g.length ? withLabel(...g) : [];
    }
    case FIELD.datagrid:
    case FIELD.equipmentgrid: {
      const g = dataGrid(p, value, c);
      return g.length ? withLabel(...g) : [];
    }
    case FIELD.survey: {
      const s = surveyItem(p, value, c);
      return s.length ? withLabel(...s) : [];
    }
    case FIELD.checkpoints:
    case FIELD.checkpointblock: {
      return checkpointGroup(p, value, c);
    }
    case FIELD.recommendeduse: {
      const v = (value ?? {}) as { value?: unknown; comment?: unknown };
      const yes = p.yesLabel || t(lang, 'yes');
      const no = p.noLabel || t(lang, 'no');
      const showComment = (v.value === 'yes' && p.commentIfYes) || (v.value === 'no' && p.commentIfNo);
      return withLabel(
        choiceList(
          [
            { label: yes, checked: !empty && v.value === 'yes' },
            { label: no, checked: !empty && v.value === 'no' },
          ],
          true,
          false,
        ),
        showComment && !isBlank(v.comment) ? valueLine(commentText(v.comment)) : null,
      );
    }
    case FIELD.user: {
      const v = value as { name?: unknown } | string | null;
      return withLabel(
        empty ? blankLines(1) : valueLine(typeof v === 'object' && v ? textValue(v.name) : textValue(v)),
      );
    }
    case FIELD.periodic:
      return withLabel(...periodicGrid(p, value, c));
    case FIELD.drainfill:
    case FIELD.leakage:
    case FIELD.repairdisposal:
    case FIELD.equipmentupdate: {
      const kv = empty ? [blankLines(3)] : keyValues(value, lang, c.input.equipmentNames);
      return kv.length ? withLabel(...kv) : [];
    }
    default:
      return [];
  }
}

/** The blank form ends with 10 empty comment rows (spec 02 §5). */
function blankCommentRows(lang: Language): Content {
  return table(
    [t(lang, 'reportComments')],
    Array.from({ length: 10 }, () => [{ text: ' ', margin: M(0, 4, 0, 4) }]),
  );
}

/** Attachment pages: the photos not shown inline, one or two to a page (istwoimageperpdf). */
function attachmentPages(c: Ctx): Content[] {
  if (!c.photos.length) return [];
  const perPage = c.input.options.istwoimageperpdf ? 2 : 1;
  const fit: [number, number] = perPage === 2 ? [500, 330] : [500, 680];
  const out: Content[] = [];
  c.photos.forEach((im, i) => {
    const first = i % perPage === 0;
    out.push({
      stack: [
        ...(i === 0
          ? [{ text: t(c.lang, 'reportImages'), bold: true, fontSize: 12, margin: M(0, 0, 0, 6) }]
          : []),
        { image: im.key, fit, alignment: 'center' as const },
        {
          text: im.caption ?? im.name,
          fontSize: 8,
          color: PDF_COLORS.muted,
          alignment: 'center' as const,
          margin: M(0, 2, 0, 8),
        },
      ],
      pageBreak: first ? 'before' : undefined,
      unbreakable: true,
    });
  });
  return out;
}

/** The machine checklist's first page (spec 02 §3 "Machine-checklist first page and footer data"). */
function machineFirstPage(c: Ctx): Content[] {
  const d = c.input.firstpage ?? {};
  const L = (k: keyof typeof T) => t(c.lang, k);
  const cell = (label: string, value: unknown): TableCell[] => [
    { text: label, color: PDF_COLORS.muted, fontSize: 8 },
    { text: textValue(value), bold: true },
  ];
  const pairs: [string, unknown][] = [
    [L('firstInternnr'), d.internnr],
    [L('firstSerienr'), d.serienr],
    [L('firstFabricat'), d.fabricatWithModel ?? [d.fabricat, d.model].filter(Boolean).join(' ')],
    [L('firstArsmodel'), d.arsmodel],
    [L('firstTimeteller'), hourMeter(d.timeteller)],
    [L('firstCustomerRef'), d.customerreferencenumber],
    [L('reportCustomer'), d.company],
    [L('reportContact'), d.contactperson],
    [L('reportAddress'), d.address],
    [L('reportEmailPhone'), [d.email, d.phone].filter(Boolean).join(' / ')],
    [L('reportInspector'), d.inspector],
    [L('firstDeparture'), d.departure ?? d.department],
  ];
  const rows: TableCell[][] = [];
  for (let i = 0; i < pairs.length; i += 2)
    rows.push([...cell(...pairs[i]!), ...cell(...(pairs[i + 1] ?? ['', '']))]);
  const activities = [
    'activity_periodic',
    'activity_firstuse',
    'activity_repair',
    'activity_extraordinary',
  ] as const;
  return [
    { table: { widths: [80, '*', 80, '*'], body: rows }, layout: tableLayout, margin: M(0, 0, 0, 8) },
    { text: L('firstActivity'), bold: true, fontSize: 8.5, color: PDF_COLORS.muted, margin: M(0, 0, 0, 2) },
    choiceList(
      activities.map((id) => ({ label: L(id), checked: isChecked(d, id) })),
      false,
      false,
    ),
    ...(d.certificationbody
      ? [valueLine(`${L('firstCertificationBody')}: ${textValue(d.certificationbody)}`)]
      : []),
  ];
}

/** The machine checklist's footer block: recommended use, signatures, control date and number, next control. */
function machineFooter(c: Ctx, data: Record<string, unknown>): Content[] {
  const f: Record<string, unknown> = { ...c.input.machinefooter };
  for (const [k, v] of Object.entries(parseJsonObject(data.machinefooter)))
    if (!isBlank(v) || !(k in f)) f[k] = v;
  const L = (k: keyof typeof T) => t(c.lang, k);
  const sig = (v: unknown) => signatureContent(v, [150, 50]) ?? { text: ' ', margin: M(0, 20, 0, 0) };
  const rec = f.recommendeduse;
  return [
    { text: ' ', margin: M(0, 6, 0, 0) },
    {
      table: {
        widths: ['*', '*', '*'],
        body: [
          [
            {
              stack: [
                { text: L('reportRecommendedUse'), bold: true, fontSize: 8 },
                choiceList(
                  [
                    { label: L('yes'), checked: rec === 'yes' },
                    { label: L('no'), checked: rec === 'no' },
                  ],
                  true,
                  false,
                ),
              ],
            },
            {
              stack: [
                { text: L('reportControlDate'), bold: true, fontSize: 8 },
                valueLine(formatDate(textValue(f.controldate)) || textValue(f.controldate)),
              ],
            },
            {
              stack: [
                { text: L('reportNextControl'), bold: true, fontSize: 8 },
                valueLine(formatDate(textValue(f.nextcontrol)) || textValue(f.nextcontrol)),
              ],
            },
          ],
          [
            { stack: [{ text: L('reportSignature'), bold: true, fontSize: 8 }, sig(f.sign)] },
            { stack: [{ text: L('reportLeadSignature'), bold: true, fontSize: 8 }, sig(f.leadsignature)] },
            {
              stack: [
                { text: L('reportControlNumber'), bold: true, fontSize: 8 },
                valueLine(textValue(f.controlnumber)),
              ],
            },
          ],
          [
            {
              stack: [
                { text: L('reportCustomerAck'), bold: true, fontSize: 8 },
                sig(f.customeracknowledgement),
              ],
              colSpan: 3,
            },
            '',
            '',
          ],
        ],
      },
      layout: tableLayout,
      unbreakable: true,
    },
  ];
}

/**
 * The checklist's body as pdfmake content: every printable field in form order, 12-column rows (fields narrower
 * than 12 columns sit side by side), the blank-form comment rows, the machine checklist's first page and footer,
 * then the photo pages.
 */
export function checklistReportContent(input: ReportInput): Content[] {
  const lang = input.language;
  const empty = Boolean(input.options.isemptypdf);
  const c: Ctx = { input, lang, empty, photos: [] };
  // spec 02 §5: invalid JSON in the stored data reads as {}.
  const data = empty ? {} : parseJsonObject(input.checklist.data);
  const out: Content[] = [];
  const machine = Boolean(input.form.ismachineservicechecklist);
  if (machine) out.push(...machineFirstPage(c));
  let row: { width: string; stack: Content[] }[] = [];
  let used = 0;
  const flush = () => {
    if (!row.length) return;
    out.push(row.length === 1 && used >= 12 ? { stack: row[0]!.stack } : { columns: row, columnGap: 10 });
    row = [];
    used = 0;
  };
  // A heading (divider, panel) stays with what follows it: it becomes the first header row of a following table
  // (repeated on the pages the table spans), or it shares an unbreakable block with the next field. Cheaper than
  // pdfmake's pageBreakBefore, which lays the document out again for every node.
  let heading: Content[] | null = null;
  for (const p of printableProperties(input.form)) {
    // spec 02 §5: invalid JSON in default values reads as {} (parseDefaultValue keeps plain text defaults).
    const value = p.name in data ? data[p.name] : empty ? undefined : defaultOf(p);
    let content = fieldContent(p, value, c);
    if (!content.length) continue;
    if (p.type === FIELD.divider || p.type === FIELD.panel) {
      flush();
      if (heading) out.push(...heading);
      heading = content;
      continue;
    }
    if (heading) {
      content = withHeading(heading, content);
      heading = null;
    }
    const cols = Math.min(Math.max(p.columns ?? 12, 1), 12);
    const wide =
      cols >= 12 ||
      [
        FIELD.checkpoints,
        FIELD.checkpointblock,
        FIELD.datagrid,
        FIELD.equipmentgrid,
        FIELD.periodic,
        FIELD.invent,
        FIELD.invent2,
      ].includes(p.type as 20);
    if (wide || used + cols > 12) flush();
    row.push({ width: wide ? '*' : `${(cols / 12) * 100}%`, stack: content });
    used += wide ? 12 : cols;
    if (used >= 12) flush();
  }
  flush();
  if (heading) out.push(...heading);
  if (empty) out.push(blankCommentRows(lang));
  if (machine) out.push(...machineFooter(c, data));
  out.push(...attachmentPages(c));
  return out;
}

/** The heading as the first header row of the field's table, or with the field in one unbreakable block. */
function withHeading(heading: Content[], content: Content[]): Content[] {
  const first = content[0] as
    | { table?: { headerRows?: number; body: TableCell[][]; widths?: unknown[] }; stack?: Content[] }
    | undefined;
  const tableNode = first?.table
    ? first
    : (first?.stack?.find((x) => (x as { table?: unknown }).table) as typeof first);
  if (tableNode?.table && tableNode === first) {
    const cols = tableNode.table.body[0]?.length ?? 1;
    const cell = {
      stack: heading,
      colSpan: cols,
      border: [false, false, false, false],
      fillColor: '#ffffff',
      margin: M(-4, 0, -4, 0),
    } as TableCell;
    tableNode.table.body.unshift([cell, ...Array.from({ length: cols - 1 }, () => '')]);
    tableNode.table.headerRows = (tableNode.table.headerRows ?? 0) + 1;
    return content;
  }
  if (tableNode?.table) {
    // A labelled table: heading, label and the table's first rows together.
    (tableNode as { keepWithHeaderRows?: number }).keepWithHeaderRows = 1;
    return [{ stack: [...heading, ...content], unbreakable: sizeOf(content) < 40 }];
  }
  return [{ stack: [...heading, ...content], unbreakable: true }];
}

function sizeOf(c: unknown): number {
  let n = 0;
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      n++;
      Object.values(x).forEach((v) => typeof v === 'object' && walk(v));
    }
  };
  walk(c);
  return n;
}

function defaultOf(p: Property): unknown {
  const v = parseDefaultValue(p.default_value ?? null);
  // An object-typed field whose default is not JSON reads as {} (spec 02 §5).
  if (
    typeof v === 'string' &&
    [FIELD.checkpoints, FIELD.survey, FIELD.attachments, FIELD.recommendeduse, FIELD.periodic].includes(
      p.type as 20,
    )
  ) {
    return {};
  }
  return v;
}
