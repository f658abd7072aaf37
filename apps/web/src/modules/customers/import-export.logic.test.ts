import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api';
import { masterdata } from '@suite/shared/translations/sections/masterdata';
import { exportUrl, importDoneText, importErrorsOf } from './import-export.logic';

describe('import and export buttons', () => {
  it('reads the rows of a refused import from the problem answer', () => {
    const error = new ApiError(400, {
      title: 'Bad Request',
      detail: 'importFailed',
      errors: [
        { row: 3, field: 'organizationnumber', message: 'invalidData' } as never,
        { field: 'file', message: 'noRows' },
      ],
    });
    expect(importErrorsOf(error)).toEqual([
      { row: 3, field: 'organizationnumber', message: 'invalidData' },
      { row: 0, field: 'file', message: 'noRows' },
    ]);
  });

  it('leaves other failures to the usual message', () => {
    expect(importErrorsOf(new ApiError(403, { title: 'Forbidden', detail: 'noPermission' }))).toBeNull();
    expect(importErrorsOf(new Error('x'))).toBeNull();
  });

  it('downloads an export with the headers in the user language', () => {
    expect(exportUrl('customers', 'csv', 'no')).toBe('/api/customers/export?format=csv&language=no');
  });

  it("exports the list's search, filters and order, so the file holds the rows the list shows", () => {
    const url = new URL(
      exportUrl('customers', 'xlsx', 'no', {
        search: ' kulde ',
        match: { isactive: true },
        sort: { name: 1 },
      }),
      'http://x',
    );
    expect(url.searchParams.get('search')).toBe('kulde');
    expect(JSON.parse(url.searchParams.get('match')!)).toEqual({ isactive: true });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual({ name: 1 });
  });

  it('says "1 ny" for one new record and "2 nye" for two', () => {
    const t = (key: string, o: Record<string, unknown> = {}) => {
      const text = (masterdata as Record<string, { no: string }>)[key.replace('masterdata.', '')]!.no;
      return text.replace(/{{(\w+)}}/g, (_, k: string) => String(o[k]));
    };
    expect(importDoneText(t, { created: 1, updated: 0 })).toBe('Importert: 1 ny, 0 oppdatert');
    expect(importDoneText(t, { created: 2, updated: 1 })).toBe('Importert: 2 nye, 1 oppdatert');
  });
});
