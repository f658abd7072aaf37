import { describe, expect, it } from 'vitest';
import { equipmentFieldIssues, sosEffect } from './equipment.rules';
import {
  equipmentCreateSchema,
  equipmentSosLogCreateSchema,
  sosActionSchema,
  updateSpecificPropertiesSchema,
} from './equipment.schema';

describe('SOS actions', () => {
  it('assign hands the active order to a responsible with order status 2 and leaves the SOS flag', () => {
    expect(sosEffect('assigned')).toEqual({ equipment: {}, order: { status: 2, setsResponsible: true } });
  });

  it('complete sets order status 3 and clears the SOS flag but keeps its date', () => {
    expect(sosEffect('completed')).toEqual({
      equipment: { trackingdevice_sos: false },
      order: { status: 3, setsResponsible: false },
    });
  });

  it('close clears the SOS flag and date and leaves the order alone', () => {
    expect(sosEffect('closed')).toEqual({
      equipment: { trackingdevice_sos: false, trackingdevice_sosdate: null },
      order: { setsResponsible: false },
    });
  });
});

describe('equipment rules', () => {
  it('needs a product for rental equipment', () => {
    expect(equipmentFieldIssues({ isrental: true, product_id: null })).toEqual([
      { field: 'product_id', message: 'rentalNeedsProduct' },
    ]);
    expect(equipmentFieldIssues({ isrental: true, product_id: 4 })).toEqual([]);
    expect(equipmentFieldIssues({ isrental: false })).toEqual([]);
  });

  it('refuses a next visit before the last visit, in the create body too', () => {
    expect(equipmentFieldIssues({ lastvisit: '2026-05-01', nextvisit: '2026-04-30' })).toEqual([
      { field: 'nextvisit', message: 'nextVisitBeforeLastVisit' },
    ]);
    expect(equipmentFieldIssues({ lastvisit: '2026-05-01', nextvisit: '2026-05-01' })).toEqual([]);
    const r = equipmentCreateSchema.safeParse({
      name: 'Varmepumpe',
      customer_id: 1,
      lastvisit: '2026-05-01',
      nextvisit: '2026-04-30',
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nextvisit', 'nextVisitBeforeLastVisit'],
    ]);
  });

  it('refuses rental equipment without a product in the create body', () => {
    const r = equipmentCreateSchema.safeParse({ name: 'Lift', customer_id: 1, isrental: true });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['product_id', 'rentalNeedsProduct'],
    ]);
  });

  it('keeps the SOS flag out of the equipment form: only the tracker call sets it', () => {
    expect(
      equipmentCreateSchema.safeParse({ name: 'Lift', customer_id: 1, trackingdevice_sos: true }).success,
    ).toBe(false);
  });

  it('needs a customer, and answers required for it', () => {
    const r = equipmentCreateSchema.safeParse({ name: 'Lift' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['customer_id', 'required']]);
  });
});

describe('SOS call bodies', () => {
  it('takes the SOS flag with an ISO time, or without one', () => {
    expect(
      updateSpecificPropertiesSchema.safeParse({
        trackingdevice_sos: true,
        trackingdevice_sosdate: '2025-03-01T10:15:00+01:00',
      }).success,
    ).toBe(true);
    expect(updateSpecificPropertiesSchema.safeParse({ trackingdevice_sos: false }).success).toBe(true);
    const bad = updateSpecificPropertiesSchema.safeParse({
      trackingdevice_sos: true,
      trackingdevice_sosdate: 'i går',
    });
    expect(bad.error?.issues[0]?.message).toBe('invalidDate');
    expect(updateSpecificPropertiesSchema.safeParse({ trackingdevice_sos: true, name: 'x' }).success).toBe(
      false,
    );
  });

  it('takes an SOS log with one of the three actions', () => {
    expect(equipmentSosLogCreateSchema.safeParse({ equipmentid: 3, action: 'assigned' }).success).toBe(true);
    expect(equipmentSosLogCreateSchema.safeParse({ equipmentid: 3, action: 'opened' }).success).toBe(false);
    expect(equipmentSosLogCreateSchema.safeParse({ action: 'closed' }).error?.issues[0]?.message).toBe(
      'required',
    );
    expect(sosActionSchema.safeParse({ action: 'completed', log: 'Kunden ringte' }).success).toBe(true);
  });
});
