// The inspection's own page of its archive report (spec 02 §3 "Inspection", §4 "Inspection archiving"): control
// number, dates, status, who inspected, the contact and the four drawn signatures, printed after the checklists and
// before the status history. A machine checklist's footer carries some of these too; a plain form's does not, and the
// archive is the inspection's record, so it always has them.
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Language } from '@suite/shared';
import { formatDate } from '@suite/shared/format/date-format';
import { PDF_COLORS } from '../../platform/pdf/pdf';
import { translate } from '../../platform/translations/translate';
import { signatureContent } from '../checklists/checklist-report';
import type { inspections } from './inspections.table';

type InspectionRow = typeof inspections.$inferSelect;

const SIGNATURES = [
  'inspectorsignature',
  'customersignature',
  'repairedbysignature',
  'responsiblesignature',
] as const;

export function inspectionSummaryContent(lang: Language, row: InspectionRow): Content[] {
  const L = (key: string) => translate(lang, 'inspections', `field_${key}`);
  const cell = (label: string, value: string | null | undefined, colSpan?: number): TableCell => ({
    stack: [
      { text: label, fontSize: 7.5, color: PDF_COLORS.muted },
      { text: value || ' ', bold: true },
    ],
    ...(colSpan ? { colSpan } : {}),
  });
  const facts: TableCell[][] = [
    [
      cell(L('controlnumber'), row.controlnumber),
      cell(L('date'), formatDate(row.date)),
      cell(L('status'), translate(lang, 'inspectionsapi', `status_${row.status}`)),
      cell(L('nextinspection'), row.nextinspection ? formatDate(row.nextinspection) : ''),
    ],
    [
      cell(L('inspectedbyname'), row.inspectedbyname),
      cell(L('contactName'), row.contactName),
      cell(L('contactemail'), row.contactemail, 2),
      '',
    ],
  ];
  const signed = SIGNATURES.filter((k) => signatureContent(row[k]));
  const signatures: TableCell[][] = signed.length
    ? [
        SIGNATURES.map((k) => ({
          stack: [
            { text: L(k), fontSize: 7.5, color: PDF_COLORS.muted },
            signatureContent(row[k], [110, 40]) ?? { text: ' ', margin: [0, 14, 0, 0] },
          ],
        })),
      ]
    : [];
  const remarks: TableCell[][] = row.remarks?.trim()
    ? [[cell(L('remarks'), row.remarks, 4), '', '', '']]
    : [];
  return [
    {
      margin: [0, 12, 0, 0],
      unbreakable: true,
      table: {
        headerRows: 0,
        widths: ['*', '*', '*', '*'],
        body: [
          [
            {
              text: translate(lang, 'checklistsapi', 'reportInspection'),
              bold: true,
              fontSize: 11,
              colSpan: 4,
              border: [false, false, false, false],
              margin: [-4, 0, 0, 2],
            },
            '',
            '',
            '',
          ],
          ...facts,
          ...remarks,
          ...signatures,
        ],
      },
      layout: {
        hLineWidth: (i) => (i === 0 ? 0 : 0.5),
        vLineWidth: (i, node) => (i === 0 || i === (node.table.widths?.length ?? 4) ? 0 : 0.5),
        hLineColor: () => PDF_COLORS.line,
        vLineColor: () => PDF_COLORS.line,
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
    },
  ];
}
