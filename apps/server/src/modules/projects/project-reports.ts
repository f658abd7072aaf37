// The XLSX of /project_reports and /budget_reports: one row per project, budget against actual, headers in the
// user's language, amounts as numbers (the spreadsheet shows them in the reader's own number format).
import type { Language } from '@suite/shared';
import type { ProjectReportRow } from '@suite/shared/projects/project.schema';
import { writeSheet } from '../../platform/import-export/spreadsheet';
import { translate } from '../../platform/translations/translate';

const COLUMNS: (keyof ProjectReportRow)[] = [
  'projectnumber',
  'name',
  'customername',
  'responsiblename',
  'statusname',
  'startdate',
  'enddate',
  'ordercount',
  'budget',
  'net',
  'cost',
  'margin',
  'marginpercent',
  'budgetusedpercent',
  'remaining',
];

const NUMBERS = new Set<keyof ProjectReportRow>([
  'budget',
  'net',
  'cost',
  'margin',
  'marginpercent',
  'budgetusedpercent',
  'remaining',
]);
const DATES = new Set<keyof ProjectReportRow>(['startdate', 'enddate']);

export async function projectReportWorkbook(
  name: 'project_reports' | 'budget_reports',
  rows: ProjectReportRow[],
  lang: Language,
): Promise<{ buffer: Buffer; filename: string }> {
  const header = COLUMNS.map((c) => translate(lang, 'projects', `report_${c}`));
  const data = rows.map((row) =>
    COLUMNS.map((c) => {
      const v = row[c];
      if (v === null || v === undefined) return null;
      if (NUMBERS.has(c)) return Number(v);
      if (DATES.has(c)) return new Date(`${String(v)}T00:00:00Z`);
      return v as string | number;
    }),
  );
  const dateColumns = COLUMNS.flatMap((c, i) => (DATES.has(c) ? [i] : []));
  const title = translate(lang, 'projects', name === 'project_reports' ? 'reportTitle' : 'budgetTitle');
  const buffer = await writeSheet('xlsx', title, header, data, { dateColumns });
  const day = new Date().toISOString().slice(0, 10);
  return { buffer, filename: `${name}-${day}.xlsx` };
}
