// Reading and writing one-sheet XLSX and CSV files with exceljs (DESIGN "Chosen dependencies": CSV/XLSX with
// exceljs). A sheet is a header row and data rows; cells are plain values.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type SheetFormat = 'xlsx' | 'csv';
export type SheetCell = string | number | boolean | Date | null;
export type SheetRow = {
  /** Row number as a spreadsheet shows it (the header is row 1). */ row: number;
  cells: SheetCell[];
};
export type Sheet = { header: string[]; rows: SheetRow[] };

/** Thrown for a file that is not a readable spreadsheet of the format. */
export class UnreadableSheetError extends Error {}

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** 'kunder.XLSX' -> 'xlsx'; null for anything else. */
export function formatOfFilename(filename: string): SheetFormat | null {
  const ext = /\.([a-z]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'csv' ? ext : null;
}

/**
 * Norwegian Excel saves CSV with ';' (the comma is the decimal separator); other tools use ','. The header line
 * decides: whichever occurs more often outside quotes.
 */
export function csvDelimiter(text: string): ';' | ',' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => outside.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** A cell value of exceljs as a plain value: rich text, hyperlinks and formulas become their text or result. */
function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      return result === undefined ? null : plainCell(result);
    }
    if ('hyperlink' in value) return (value as { text?: string }).text ?? value.hyperlink;
    if ('error' in value) return null;
  }
  return String(value);
}

const isEmpty = (c: SheetCell) => c === null || (typeof c === 'string' && c.trim() === '');

export async function readSheet(buffer: Buffer, format: SheetFormat): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  let worksheet: ExcelJS.Worksheet | undefined;
  try {
    if (format === 'xlsx') {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      worksheet = workbook.worksheets[0];
    } else {
      const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
      // Keep every value as the text it is: '0150' stays a postal code, '923609016' stays a string.
      worksheet = await workbook.csv.read(Readable.from([text]), {
        map: (v: string) => v,
        parserOptions: { delimiter: csvDelimiter(text), trim: false },
      } as never);
    }
  } catch {
    throw new UnreadableSheetError('unreadable');
  }
  if (!worksheet) throw new UnreadableSheetError('empty');
  const rows: SheetRow[] = [];
  let header: string[] | null = null;
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(plainCell);
    if (header === null) {
      header = values.map((v) => (v === null ? '' : String(v).trim()));
      return;
    }
    if (values.every(isEmpty)) return;
    rows.push({ row: rowNumber, cells: values });
  });
  if (header === null) throw new UnreadableSheetError('empty');
  return { header, rows };
}

export async function writeSheet(
  format: SheetFormat,
  sheetName: string,
  header: string[],
  rows: SheetCell[][],
  options: { dateColumns?: number[] } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  worksheet.addRow(header);
  for (const r of rows) worksheet.addRow(r);
  if (format === 'csv') {
    const body = await workbook.csv.writeBuffer({
      formatterOptions: { delimiter: ';', writeBOM: true },
    } as never);
    return Buffer.from(body as ArrayBuffer);
  }
  worksheet.getRow(1).font = { bold: true };
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  worksheet.columns.forEach((column, i) => {
    const longest = Math.max(
      header[i]?.length ?? 0,
      ...rows.slice(0, 200).map((r) => (r[i] === null || r[i] === undefined ? 0 : String(r[i]).length)),
    );
    column.width = Math.min(Math.max(longest + 2, 8), 50);
  });
  for (const i of options.dateColumns ?? []) worksheet.getColumn(i + 1).numFmt = 'dd.mm.yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
