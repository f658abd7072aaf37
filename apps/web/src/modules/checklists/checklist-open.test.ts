import { ROUTES } from '@suite/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import { checklistTabOf } from './checklist-open';

describe("a record's checklist tab by its address (issue 11: its list is asked for when the chunk runs)", () => {
  it('knows the checklist base of every record page with a checklist tab', () => {
    const tabs = ROUTES.filter((r) => r.path.endsWith('/checklist'));
    expect(tabs.length).toBeGreaterThanOrEqual(5);
    for (const route of tabs) {
      const address = route.path.replace(/:[a-z_]+/, '13');
      expect(checklistTabOf(address), address).toMatchObject({ recordId: 13 });
    }
    expect(checklistTabOf('/orders/13/checklist')).toEqual({ base: 'orderchecklists', recordId: 13 });
    expect(checklistTabOf('/internal-equipments/4/checklist/')).toEqual({
      base: 'internalequipmentchecklists',
      recordId: 4,
    });
    expect(checklistTabOf('/orders/13/detail')).toBeNull();
    expect(checklistTabOf('/hms_checklist')).toBeNull();
  });
});
