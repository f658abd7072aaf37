// The printed order and offer documents (spec 01 §9 / 02 §9 order report types 1, 2, 4, 9, 14, 22), built from
// plain data (packages/shared/src/orders/order-document.ts): no database access here, so orders, offers and
// projects map their records and call renderOrderDocument.
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatDate, formatNumber } from '@suite/shared';
import {
  orderDocumentTitle,
  type OrderDocumentData,
  type OrderDocumentType,
} from '@suite/shared/orders/order-document';
import { renderTemplate } from '@suite/shared/templates/placeholders';
import { printdocs } from '@suite/shared/translations/sections/printdocs';
import type { CompanyHeader } from '../company-header';
import { PDF_COLORS, renderPdf } from '../pdf';

type Label = keyof typeof printdocs;

/** What each document type prints (spec 02 §9): prices, totals, hours, equipment, signatures, payment. */
const LAYOUT: Record<
  OrderDocumentType,
  {
    offer: boolean;
    prices: boolean;
    hours: boolean;
    equipment: boolean;
    signatures: boolean;
    payment: boolean;
  }
> = {
  1: { offer: false, prices: true, hours: false, equipment: true, signatures: false, payment: false },
  2: { offer: false, prices: false, hours: true, equipment: true, signatures: true, payment: false },
  // 3: the service report followed by the order's checklists (the appendix the checklists module supplies).
  3: { offer: false, prices: false, hours: true, equipment: true, signatures: true, payment: false },
  4: { offer: false, prices: true, hours: true, equipment: true, signatures: false, payment: false },
  9: { offer: false, prices: true, hours: false, equipment: false, signatures: false, payment: true },
  14: { offer: true, prices: true, hours: false, equipment: false, signatures: false, payment: false },
  22: { offer: true, prices: true, hours: false, equipment: false, signatures: false, payment: false },
};

const money = (v: string) => formatNumber(v, 2);
const HEADER_CELL = { bold: true, fillColor: PDF_COLORS.band };

/** Thin horizontal rules between rows, none between columns: easy to read, prints well in black and white. */
const ROWS_LAYOUT = {
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => PDF_COLORS.line,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

function metaLines(type: OrderDocumentType, d: OrderDocumentData) {
  const t = (k: Label) => printdocs[k][d.language];
  const layout = LAYOUT[type];
  const rows: { label: string; value: string }[] = [
    { label: t(layout.offer ? 'offernumber' : 'ordernumber'), value: String(d.number) },
    { label: t('date'), value: formatDate(d.date) },
  ];
  const add = (k: Label, v: string | null | undefined, asDate = true) => {
    if (v) rows.push({ label: t(k), value: asDate ? formatDate(v) : v });
  };
  if (layout.offer) add('validuntil', d.validuntil);
  else {
    add('startdate', d.startdate);
    add('enddate', d.enddate);
    add('deadlinedate', d.deadlinedate);
  }
  if (layout.payment) add('duedate', d.duedate);
  return rows;
}

function partyBlock(d: OrderDocumentData): Content {
  const t = (k: Label) => printdocs[k][d.language];
  const c = d.customer;
  const left: Content[] = [
    { text: t('customer'), color: PDF_COLORS.muted, fontSize: 8 },
    { text: c.name, bold: true, fontSize: 10.5 },
    { text: c.addressLines.join('\n') },
  ];
  if (c.orgnumber) left.push({ text: `${t('orgnumber')} ${c.orgnumber}` });
  const contactBits = [c.phone, c.email].filter(Boolean).join(' · ');
  if (contactBits) left.push({ text: contactBits });

  const refs: [Label, string | null | undefined][] = [
    ['contact', d.contactname],
    ['customerreference', d.customerreference],
    ['responsible', d.responsiblename],
    ['agreementnumber', d.agreementnumber],
  ];
  const right: Content[] = [];
  if (d.deliveryAddressLines?.length) {
    right.push({ text: t('deliveryaddress'), color: PDF_COLORS.muted, fontSize: 8 });
    right.push({ text: d.deliveryAddressLines.join('\n'), margin: [0, 0, 0, 4] });
  }
  const refRows = refs
    .filter(([, v]) => v)
    .map(([k, v]) => [{ text: t(k), color: PDF_COLORS.muted }, { text: v! }]);
  if (refRows.length) right.push({ table: { widths: ['auto', '*'], body: refRows }, layout: 'noBorders' });
  return { columns: [{ stack: left }, { stack: right }], columnGap: 20, margin: [0, 0, 0, 14] };
}

function textBlock(text: string | null | undefined, heading?: string): Content[] {
  if (!text?.trim()) return [];
  return [
    ...(heading ? [{ text: heading, bold: true, margin: [0, 8, 0, 2] } as Content] : []),
    { text: text.trim(), margin: [0, 0, 0, 8] },
  ];
}

function linesTable(d: OrderDocumentData, prices: boolean): Content[] {
  if (d.lines.length === 0) return [];
  const t = (k: Label) => printdocs[k][d.language];
  const right = { alignment: 'right' as const };
  const header: TableCell[] = [
    { text: t('productnumber'), ...HEADER_CELL },
    { text: t('product'), ...HEADER_CELL },
    { text: t('quantity'), ...HEADER_CELL, ...right },
    { text: t('unit'), ...HEADER_CELL },
  ];
  if (prices)
    header.push(
      { text: t('unitprice'), ...HEADER_CELL, ...right },
      { text: t('discount'), ...HEADER_CELL, ...right },
      { text: t('tax'), ...HEADER_CELL, ...right },
      { text: t('net'), ...HEADER_CELL, ...right },
    );
  const body: TableCell[][] = [header];
  for (const l of d.lines) {
    const row: TableCell[] = [
      { text: l.productnumber ?? '' },
      { text: l.name },
      { text: formatNumber(l.quantity, 2), ...right, noWrap: true },
      { text: l.unit ?? '' },
    ];
    if (prices)
      row.push(
        { text: money(l.unitprice), ...right, noWrap: true },
        { text: Number(l.discount) ? formatNumber(l.discount, 2) : '', ...right },
        { text: formatNumber(l.tax, 0), ...right },
        { text: money(l.net), ...right, noWrap: true },
      );
    body.push(row);
  }
  const widths = prices ? [50, '*', 42, 34, 58, 38, 34, 62] : [60, '*', 50, 50];
  return [
    {
      table: { headerRows: 1, widths, body, dontBreakRows: true },
      layout: ROWS_LAYOUT,
      margin: [0, 4, 0, 8],
    },
  ];
}

function totalsBlock(d: OrderDocumentData): Content {
  const t = (k: Label) => printdocs[k][d.language];
  const rows: TableCell[][] = [[{ text: t('totalNet') }, { text: money(d.totals.net), alignment: 'right' }]];
  for (const v of d.totals.vat)
    rows.push([
      {
        text: renderTemplate(printdocs.vatLine[d.language], {
          rate: formatNumber(v.rate, 0),
          base: money(v.base),
        }),
      },
      { text: money(v.amount), alignment: 'right' },
    ]);
  rows.push([{ text: t('vatTotal') }, { text: money(d.totals.vatTotal), alignment: 'right' }]);
  rows.push([
    { text: t('totalGross'), bold: true, fontSize: 10.5 },
    { text: money(d.totals.gross), bold: true, fontSize: 10.5, alignment: 'right', noWrap: true },
  ]);
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 250,
        table: { widths: ['*', 'auto'], body: rows },
        layout: {
          ...ROWS_LAYOUT,
          hLineWidth: (i: number, node) => (i === node.table.body.length - 1 ? 1 : 0),
        },
      },
    ],
    unbreakable: true,
    margin: [0, 0, 0, 10],
  };
}

function hoursTable(d: OrderDocumentData): Content[] {
  if (!d.hours?.length) return [];
  const t = (k: Label) => printdocs[k][d.language];
  const body: TableCell[][] = [
    [
      { text: t('date'), ...HEADER_CELL },
      { text: t('employee'), ...HEADER_CELL },
      { text: t('worktype'), ...HEADER_CELL },
      { text: t('description'), ...HEADER_CELL },
      { text: t('hoursAmount'), ...HEADER_CELL, alignment: 'right' },
    ],
  ];
  // Hours are summed in hundredths so the total is exact (no float sums of decimal strings).
  let hundredths = 0n;
  for (const h of d.hours) {
    hundredths += BigInt(formatNumber(h.amount, 2).replace(/\s/g, '').replace(',', ''));
    body.push([
      { text: formatDate(h.date), noWrap: true },
      { text: h.employee },
      { text: h.worktype },
      { text: h.description ?? '' },
      { text: formatNumber(h.amount, 2), alignment: 'right' },
    ]);
  }
  const total = `${hundredths < 0n ? '-' : ''}${(hundredths < 0n ? -hundredths : hundredths)
    .toString()
    .padStart(3, '0')
    .replace(/(\d{2})$/, '.$1')}`;
  body.push([
    { text: t('hoursTotal'), bold: true, colSpan: 4 },
    {},
    {},
    {},
    { text: formatNumber(total, 2), bold: true, alignment: 'right' },
  ]);
  return [
    { text: t('hours'), bold: true, fontSize: 10.5, margin: [0, 8, 0, 4] },
    {
      table: { headerRows: 1, widths: [55, 90, 80, '*', 45], body, dontBreakRows: true },
      layout: ROWS_LAYOUT,
    },
  ];
}

function equipmentTable(d: OrderDocumentData): Content[] {
  if (!d.equipment?.length) return [];
  const t = (k: Label) => printdocs[k][d.language];
  return [
    { text: t('equipment'), bold: true, fontSize: 10.5, margin: [0, 10, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 160],
        body: [
          [
            { text: t('name'), ...HEADER_CELL },
            { text: t('serialnumber'), ...HEADER_CELL },
          ],
          ...d.equipment.map((e) => [{ text: e.name }, { text: e.serialnumber ?? '' }]),
        ],
      },
      layout: ROWS_LAYOUT,
    },
  ];
}

function signatures(d: OrderDocumentData): Content {
  const t = (k: Label) => printdocs[k][d.language];
  const line = (label: Label): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }], margin: [0, 36, 0, 2] },
      { text: `${t(label)}, ${t('placeAndDate').toLowerCase()}`, color: PDF_COLORS.muted, fontSize: 8 },
    ],
  });
  return {
    columns: [line('signatureTechnician'), line('signatureCustomer')],
    columnGap: 40,
    unbreakable: true,
    margin: [0, 16, 0, 0],
  };
}

function paymentBlock(d: OrderDocumentData): Content {
  const t = (k: Label) => printdocs[k][d.language];
  const rows: TableCell[][] = [];
  const add = (k: Label, v: string | null | undefined) => {
    if (v)
      rows.push([
        { text: t(k), color: PDF_COLORS.muted },
        { text: v, bold: k === 'amountToPay' },
      ]);
  };
  add('amountToPay', money(d.totals.gross));
  add('duedate', d.duedate ? formatDate(d.duedate) : null);
  add('bankaccount', d.bankaccount);
  add('iban', d.iban);
  add('bic', d.bic);
  return {
    unbreakable: true,
    margin: [0, 10, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: PDF_COLORS.band,
            margin: [6, 4, 6, 6],
            stack: [
              { text: t('payment'), bold: true, fontSize: 10.5, margin: [0, 0, 0, 4] },
              { table: { widths: [90, '*'], body: rows }, layout: 'noBorders' },
              {
                text: renderTemplate(printdocs.paymentReference[d.language], { number: d.number }),
                margin: [0, 4, 0, 0],
              },
              { text: t('proformaNote'), color: PDF_COLORS.muted, fontSize: 8, margin: [0, 2, 0, 0] },
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

/** The document's body (everything under the company header), exported for tests. */
export function orderDocumentContent(type: OrderDocumentType, d: OrderDocumentData): Content[] {
  const layout = LAYOUT[type];
  const t = (k: Label) => printdocs[k][d.language];
  const content: Content[] = [partyBlock(d)];
  if (d.title) content.push({ text: d.title, bold: true, fontSize: 12, margin: [0, 0, 0, 4] });
  content.push(...textBlock(d.description));
  content.push(...textBlock(d.text));
  if (layout.equipment) content.push(...equipmentTable(d));
  content.push(...linesTable(d, layout.prices));
  if (layout.prices) content.push(totalsBlock(d));
  if (layout.hours) content.push(...hoursTable(d));
  content.push(...textBlock(d.deliveryterms, t('deliveryterms')));
  if (layout.payment) content.push(paymentBlock(d));
  if (layout.signatures) content.push(signatures(d));
  return content;
}

/**
 * Renders an order or offer document (spec 02 §9 order report types) in the data's language: header from the
 * tenant's company info, lines, VAT per rate and totals, texts, hours, equipment, signatures on the service report,
 * payment information on the proforma invoice. The file name is orderDocumentFileName(type, number, language).
 */
export async function renderOrderDocument(
  type: OrderDocumentType,
  data: OrderDocumentData,
  header: CompanyHeader,
  /** Content printed after the document (type 3: the order's checklists, each from a new page), and its images. */
  appendix: { content: Content[]; images?: Record<string, Buffer | string> } = { content: [] },
): Promise<Buffer> {
  return renderPdf({
    language: data.language,
    header,
    title: orderDocumentTitle(type, data.language),
    reference: String(data.number),
    meta: metaLines(type, data),
    content: [...orderDocumentContent(type, data), ...appendix.content],
    images: appendix.images,
  });
}
