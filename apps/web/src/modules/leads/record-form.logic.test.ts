import { describe, expect, it } from 'vitest';
import { ROUTES } from '@suite/shared/routes/route-table';
import {
  errorKeys,
  fieldText,
  recordId,
  recordTabs,
  recordToForm,
  tabOf,
  tabPath,
} from './record-form.logic';

describe('record forms', () => {
  it('shows amounts, decimals and dates as a Norwegian user reads them', () => {
    expect(fieldText(125000.5, 'money')).toBe('125 000,50');
    expect(fieldText(59.9139, 'decimal')).toBe('59,9139');
    expect(fieldText('2026-12-24', 'date')).toBe('24.12.2026');
    expect(fieldText(null, 'text')).toBe('');
  });

  it('fills a form from a record, empty where the record has nothing', () => {
    const empty = {
      name: '',
      expectedvalue: '',
      expectedclosedate: '',
      responsible_id: '' as number | '',
      isactive: true,
    };
    const form = recordToForm(
      {
        name: 'Bergen AS',
        expectedvalue: 1234.5,
        expectedclosedate: null,
        responsible_id: null,
        isactive: false,
        extra: 1,
      },
      empty,
      { money: ['expectedvalue'], date: ['expectedclosedate'], raw: ['responsible_id', 'isactive'] },
    );
    expect(form).toEqual({
      name: 'Bergen AS',
      expectedvalue: '1 234,50',
      expectedclosedate: '',
      responsible_id: '',
      isactive: false,
    });
  });

  it('turns an id from the address into a number, and anything else into 0', () => {
    expect(recordId('42')).toBe(42);
    for (const bad of [undefined, '', 'null', 'undefined', '-1', '1.5', '9'.repeat(20)])
      expect(recordId(bad), String(bad)).toBe(0);
  });

  it('finds the tabs of a record in the route table and links them to the record', () => {
    const tabs = recordTabs(ROUTES, 'leads.record');
    expect(tabs.map(tabOf)).toEqual(['detail', 'appointments', 'notes', 'documents', 'offers']);
    expect(tabPath(tabs[0]!, { lead_id: 7 })).toBe('/leads/7/detail');
    const building = recordTabs(ROUTES, 'buildings.record');
    expect(building.map(tabOf)).toEqual(['detail', 'earning_and_discount', 'documents']);
    expect(tabPath(building[1]!, { building_id: 3 })).toBe('/buildings/actions/3/earning_and_discount');
  });

  it('looks a field error up in the shared texts first, then in the screen and the settings', () => {
    expect(errorKeys('employees', 'identityShared')).toEqual([
      'validation.identityShared',
      'employees.error_identityShared',
      'settings.error_identityShared',
    ]);
  });
});
