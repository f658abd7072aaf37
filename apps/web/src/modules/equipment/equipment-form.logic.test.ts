import { describe, expect, it } from 'vitest';
import type { AccessContext } from '@suite/shared/auth/session-types';
import { ROUTES } from '@suite/shared/routes/route-table';
import {
  equipmentFormSchema,
  equipmentFormValues,
  recordIdOf,
  rightsOf,
  sosRightsOf,
  tabOfPath,
  visibleTabs,
} from './equipment-form.logic';
import { equipmentListMatch } from './EquipmentListPage';

const access = (over: Partial<AccessContext>): AccessContext =>
  ({
    isadmin: false,
    issuperadmin: false,
    role_id: 2,
    permissions: [],
    enabledmodules: ['equipments', 'orders', 'offers'],
    enabledintegrations: [],
    ...over,
  }) as AccessContext;

const issuesOf = (values: unknown) => {
  const r = equipmentFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('equipment form', () => {
  it('starts new equipment active, without a customer unless one is given', () => {
    expect(equipmentFormValues(null)).toMatchObject({
      name: '',
      customer_id: null,
      isrental: false,
      isactive: true,
    });
    expect(equipmentFormValues(null, 12).customer_id).toBe(12);
    expect(equipmentFormValues(null)).not.toHaveProperty('trackingdevice_sos');
  });

  it('shows dates as DD.MM.YYYY and numbers with a decimal comma, and sends them back as the API wants', () => {
    const v = equipmentFormValues({
      id: 1,
      name: 'VP',
      customer_id: 3,
      installdate: '2024-05-01',
      refrigerantvolume: 0.55,
    });
    expect(v).toMatchObject({ installdate: '01.05.2024', refrigerantvolume: '0,55' });
    const r = equipmentFormSchema.safeParse({ ...v, hourmeter: '12 345,5' });
    expect(r.data).toMatchObject({
      installdate: '2024-05-01',
      refrigerantvolume: 0.55,
      hourmeter: 12345.5,
      building_id: null,
    });
  });

  it('asks for a name and a customer, and a product for rental equipment (spec 02 §5)', () => {
    expect(issuesOf(equipmentFormValues(null))).toEqual([
      ['name', 'required'],
      ['customer_id', 'required'],
    ]);
    expect(issuesOf({ ...equipmentFormValues(null, 3), name: 'Avfukter', isrental: true })).toEqual([
      ['product_id', 'rentalNeedsProduct'],
    ]);
    expect(issuesOf({ ...equipmentFormValues(null, 3), name: 'X', installdate: '2024-05-01' })).toEqual([
      ['installdate', 'invalidDate'],
    ]);
  });
});

describe('equipment record and list', () => {
  it('turns a missing or broken id in a link into 0 (noEquipmentFound)', () => {
    expect(recordIdOf('17')).toBe(17);
    expect(recordIdOf('undefined')).toBe(0);
    expect(recordIdOf('null')).toBe(0);
    expect(recordIdOf(undefined)).toBe(0);
    expect(tabOfPath('/equipments/7/soslogs/')).toBe('soslogs');
  });

  it('shows the tabs of spec 01 §2 the user may open: documents need manage_documents', () => {
    const viewer = access({ permissions: ['equipments_view'] });
    const tabs = visibleTabs(ROUTES, 'equipments.record', viewer).map((x) => x.tab);
    expect(tabs).toEqual([
      'detail',
      'dashboard',
      'images',
      'offers',
      'orders',
      'checklist',
      'tasks',
      'inspections',
      'soslogs',
    ]);
    const admin = visibleTabs(ROUTES, 'equipments.record', access({ isadmin: true })).map((x) => x.tab);
    expect(admin).toContain('documents');
  });

  it('lets a technician look but not change (spec 01 §6)', () => {
    expect(
      rightsOf(access({ role_id: 3, permissions: ['equipments_view', 'equipments_edit'] }), 'equipments'),
    ).toEqual({
      add: false,
      edit: false,
      remove: false,
    });
    expect(rightsOf(access({ permissions: ['equipments_full_access'] }), 'equipments').edit).toBe(true);
  });

  it('offers assign and complete only to those who may change both the equipment and its order (spec 01 §4)', () => {
    expect(sosRightsOf(access({ permissions: ['equipments_edit', 'orders_edit'] }))).toEqual({
      close: true,
      handleOrder: true,
    });
    expect(sosRightsOf(access({ permissions: ['equipments_edit'] }))).toEqual({
      close: true,
      handleOrder: false,
    });
    expect(sosRightsOf(access({ role_id: 3, permissions: ['equipments_edit', 'orders_edit'] }))).toEqual({
      close: false,
      handleOrder: false,
    });
    expect(sosRightsOf(access({ isadmin: true, role_id: 1 }))).toEqual({ close: true, handleOrder: true });
  });

  it('filters the list by customer, type and open SOS', () => {
    expect(equipmentListMatch(null, '', false)).toBeUndefined();
    expect(equipmentListMatch(4, 2, true)).toEqual({ customer_id: 4, type_id: 2, trackingdevice_sos: true });
  });
});
