import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api';
import { exportUrl, importErrorsOf } from './import-export.logic';

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
});
