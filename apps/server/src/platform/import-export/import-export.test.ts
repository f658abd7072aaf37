import { describe, expect, it } from 'vitest';
import { cellValue } from './import-export.service';
import { csvDelimiter, formatOfFilename, readSheet, writeSheet } from './spreadsheet';

describe('reading spreadsheet cells for an import', () => {
  it('reads numbers with a decimal comma or thousands spaces', () => {
    expect(cellValue({ type: 'decimal' }, '1 234,5')).toBe(1234.5);
    expect(cellValue({ type: 'integer' }, 42)).toBe(42);
    // Text that is no number is passed on, so the row schema names the field.
    expect(cellValue({ type: 'integer' }, 'tolv')).toBe('tolv');
  });

  it('reads yes and no in every language of the product', () => {
    for (const yes of ['Ja', 'yes', 'TAK', 'x', true]) expect(cellValue({ type: 'boolean' }, yes)).toBe(true);
    for (const no of ['Nei', 'no', 'nej', 'Nie', '0', false])
      expect(cellValue({ type: 'boolean' }, no)).toBe(false);
    expect(cellValue({ type: 'boolean' }, 'kanskje')).toBe('kanskje');
  });

  it('reads dates as DD.MM.YYYY text or as spreadsheet dates', () => {
    expect(cellValue({ type: 'date' }, '17.05.2026')).toBe('2026-05-17');
    expect(cellValue({ type: 'date' }, new Date(Date.UTC(2026, 4, 17)))).toBe('2026-05-17');
  });

  it('reads empty cells as no value and keeps text such as postal codes as written', () => {
    expect(cellValue({ type: 'text' }, '  ')).toBeNull();
    expect(cellValue({ type: 'text' }, ' 0150 ')).toBe('0150');
    expect(cellValue({ type: 'text' }, 923609016)).toBe('923609016');
  });
});

describe('spreadsheet files', () => {
  it('knows the format from the file name', () => {
    expect(formatOfFilename('Kunder 2026.XLSX')).toBe('xlsx');
    expect(formatOfFilename('kunder.csv')).toBe('csv');
    expect(formatOfFilename('kunder.xls')).toBeNull();
  });

  it('takes the CSV delimiter from the header line', () => {
    expect(csvDelimiter('Navn;"Adresse, gate";Sted\n')).toBe(';');
    expect(csvDelimiter('name,email\n')).toBe(',');
  });

  it('writes and reads back an XLSX and a CSV with the same rows', async () => {
    const header = ['Navn', 'Postnummer', 'Aktiv'];
    const rows = [
      ['Øst Rør AS', '0150', 'Ja'],
      ['Vest; Kulde "AS"', null, 'Nei'],
    ];
    for (const format of ['xlsx', 'csv'] as const) {
      const sheet = await readSheet(await writeSheet(format, 'Kunder', header, rows), format);
      expect(sheet.header).toEqual(header);
      expect(sheet.rows.map((r) => r.row)).toEqual([2, 3]);
      expect(sheet.rows[0]!.cells).toEqual(['Øst Rør AS', '0150', 'Ja']);
      expect(sheet.rows[1]!.cells[0]).toBe('Vest; Kulde "AS"');
    }
  });

  it('skips empty rows but keeps the row numbers a spreadsheet shows', async () => {
    const csv = Buffer.from('name;city\r\nA;Oslo\r\n;\r\nB;Bergen\r\n');
    const sheet = await readSheet(csv, 'csv');
    expect(sheet.rows.map((r) => [r.row, r.cells[0]])).toEqual([
      [2, 'A'],
      [4, 'B'],
    ]);
  });
});
