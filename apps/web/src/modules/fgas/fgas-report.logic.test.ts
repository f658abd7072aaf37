import { describe, expect, it } from 'vitest';
import { defaultFilter, exportFilter, isOverdue, toApiFilter } from './fgas-report.logic';

describe('F-gas report filters', () => {
  it('starts on the current year and sends ISO dates, leaving half-typed dates out', () => {
    const f = defaultFilter(new Date('2026-05-10T12:00:00Z'));
    expect(f).toMatchObject({ from: '01.01.2026', to: '31.12.2026' });
    expect(toApiFilter(f)).toEqual({ from: '2026-01-01', to: '2026-12-31', limit: 500 });
    expect(toApiFilter({ ...f, to: '31.12', customer_id: 4, refrigerant_id: 2 })).toEqual({
      from: '2026-01-01',
      customer_id: 4,
      refrigerant_id: 2,
      limit: 500,
    });
    expect(exportFilter(toApiFilter(f))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('a next check before today is overdue', () => {
    expect(isOverdue('2026-01-01', '2026-01-02')).toBe(true);
    expect(isOverdue('2026-01-02', '2026-01-02')).toBe(false);
    expect(isOverdue(null, '2026-01-02')).toBe(false);
  });
});
