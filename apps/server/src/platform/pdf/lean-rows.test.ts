import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import { pdfStreams as streams, pdfTestDocument as document } from '../../../test/pdf-streams';
import { renderDefinition } from './pdf';
import { leanRows, qualifies } from './lean-rows';

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const box = (checked: boolean): TableCell =>
  ({
    canvas: [
      { type: 'rect', x: 0, y: 0, w: 8, h: 8, lineColor: '#333', lineWidth: 0.8 },
      ...(checked
        ? [
            {
              type: 'polyline',
              points: [
                { x: 1.6, y: 4.2 },
                { x: 3.4, y: 6.2 },
                { x: 6.8, y: 1.6 },
              ],
              lineWidth: 1.3,
              lineColor: '#1a1a1a',
            },
          ]
        : []),
    ],
    margin: [0, 1.5, 0, 0],
    alignment: 'center',
  }) as TableCell;

const layout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#b0b7bf',
  vLineColor: () => '#b0b7bf',
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  fillColor: (row: number) => (row % 4 === 3 ? '#eef2f6' : null),
};

const COMMENTS = [
  '',
  'Rengjort og justert.',
  'Avvik registrert, se bilde. Må utbedres innen 14 dager, kunden er informert om at anlegget ikke bør brukes.',
  'Ettertrukket_alle_klemmer_i_koblingsboksen_uten_mellomrom_slik_at_ordet_må_deles',
];

/** A checkpoint table as the checklist report prints it: a title and a header row, then `n` rows. */
function checkpointTable(n: number, lean: boolean, start = 0): ContentTable {
  const rows: TableCell[][] = Array.from({ length: n }, (_, i) => [
    { text: `${start + 1}.${i + 1}`, noWrap: true },
    {
      text: i % 3 === 0 ? 'Elektriske tilkoblinger ettertrukket og kontrollert' : 'Filter rengjort / byttet',
    },
    box(i % 3 === 0),
    box(i % 3 === 1),
    box(false),
    {
      text: COMMENTS[i % COMMENTS.length]!,
      fontSize: 8,
      ...(i % 5 === 4 ? { bold: true, color: '#285a84' } : {}),
    },
  ]);
  const node: ContentTable = {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: [28, '*', 34, 34, 16, 130],
      body: [
        [
          {
            text: `${start + 1} Sjekkpunkter`,
            bold: true,
            fontSize: 10,
            colSpan: 6,
            border: [false, false, false, true],
            margin: [-4, 0, 0, 1],
          },
          '',
          '',
          '',
          '',
          '',
        ],
        ['Nr.', 'Sjekkpunkt', 'OK', 'Avvik', 'U', 'Kommentarer'].map((h) => ({
          text: h,
          bold: true,
          fontSize: 8,
          fillColor: '#eef2f6',
        })),
        ...rows,
      ],
    },
    layout,
    margin: [0, 4, 0, 4],
  };
  return lean ? leanRows(node) : node;
}

/** The same document through pdfmake's table layout and through the lean rows. */
async function both(build: (lean: boolean) => Content[]): Promise<[Buffer, Buffer]> {
  return [await renderDefinition(document(build(false))), await renderDefinition(document(build(true)))];
}

describe('lean table rows (laid out without pdfmake’s table machinery)', () => {
  it('prints a long checkpoint table exactly as pdfmake does: text, positions, boxes, borders, page breaks and repeated headers', async () => {
    const [plain, lean] = await both((l) => [
      { text: 'Service varmepumpe', fontSize: 16, margin: [0, 0, 0, 300] },
      checkpointTable(90, l),
      { text: 'Etter tabellen', margin: [0, 6, 0, 0] },
    ]);
    expect(pages(plain)).toBeGreaterThanOrEqual(4);
    expect(pages(lean)).toBe(pages(plain));
    expect(streams(lean)).toEqual(streams(plain));
  });

  it('prints the same inside an unbreakable block, in columns, and after tables that pdfmake lays out', async () => {
    const [plain, lean] = await both((l) => [
      { stack: [{ text: 'Del 1', bold: true }, checkpointTable(3, l)], unbreakable: true },
      {
        columns: [checkpointTable(4, l, 1), { text: 'Ved siden av', width: 80 }],
        columnGap: 10,
      },
      ...Array.from({ length: 12 }, (_, g) => checkpointTable(7, l, g + 2)),
    ]);
    expect(pages(lean)).toBe(pages(plain));
    expect(streams(lean)).toEqual(streams(plain));
  });

  it('leaves a table it cannot lay out to pdfmake (spans, nested content, rows that may break)', () => {
    const t = (patch: (n: ContentTable) => void) => {
      const n = checkpointTable(3, true);
      patch(n);
      return qualifies(n as Parameters<typeof qualifies>[0]);
    };
    expect(t(() => {})).toBe(true);
    expect(t((n) => (n.table.body[2]![1] = { text: 'x', colSpan: 2 } as TableCell))).toBe(false);
    expect(t((n) => (n.table.body[3]![1] = { stack: ['a', 'b'] } as TableCell))).toBe(false);
    expect(t((n) => (n.table.dontBreakRows = false))).toBe(false);
    expect(t((n) => (n.table.widths = [28, 'auto', 34, 34, 16, 130]))).toBe(false);
    expect(t((n) => (n.layout = 'lightHorizontalLines'))).toBe(false);
    expect(
      t((n) => (n.layout = { ...layout, hLineWidth: (i: number, node: unknown) => (node ? i : 0) })),
    ).toBe(false);
    expect(qualifies(checkpointTable(3, false) as Parameters<typeof qualifies>[0])).toBe(false);
  });

  it('prints a table it leaves to pdfmake the same as without the mark', async () => {
    const [plain, lean] = await both((l) => {
      const n = checkpointTable(30, l);
      n.table.body[5]![1] = { stack: ['Nestet', { text: 'innhold', italics: true }] } as TableCell;
      return [n];
    });
    expect(streams(lean)).toEqual(streams(plain));
  });

  it('breaks a row taller than a page across pages under the repeated header, and prints every line of it', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Linje ${i + 1} av en svært lang kommentar.`).join(
      '\n',
    );
    const node = checkpointTable(3, true);
    node.table.body[3]![5] = { text: long, fontSize: 8 };
    const pdf = await renderDefinition(document([node]));
    // pdftotext as in pdf.test.ts (poppler-utils).
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    const perPage = text.split('\f').filter((p) => p.trim());
    expect(perPage.length).toBeGreaterThanOrEqual(3);
    expect(text.match(/Linje \d+ av/g)).toHaveLength(120);
    expect(text.indexOf('Linje 120 av')).toBeLessThan(text.indexOf('1.3'));
    for (const page of perPage) expect(page).toContain('Kommentarer');
  });
});
