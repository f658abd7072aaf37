import { describe, expect, it } from 'vitest';
import { isOpenOrderStatus } from './order.rules';
import { orderCreateSchema, orderSpecificPropertiesSchema } from './order.schema';

const issuesOf = (schema: typeof orderCreateSchema | typeof orderSpecificPropertiesSchema, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('order rules and bodies', () => {
  it('counts an order as open for an SOS until the SOS completion status 3 (spec 01 §4)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(isOpenOrderStatus)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('needs a customer for a new order and checks numbers, dates and unknown fields', () => {
    expect(issuesOf(orderCreateSchema, { customer_id: 4, equipment_ids: [9], description: '  ' })).toEqual(
      [],
    );
    expect(orderCreateSchema.parse({ customer_id: 4, description: '  ' }).description).toBeNull();
    expect(issuesOf(orderCreateSchema, {})).toEqual([['customer_id', 'required']]);
    expect(issuesOf(orderCreateSchema, { customer_id: 4, status: 1.5 })).toEqual([
      ['status', 'invalidNumber'],
    ]);
    expect(issuesOf(orderCreateSchema, { customer_id: 4, orderdate: '2025-02-30' })).toEqual([
      ['orderdate', 'invalidDate'],
    ]);
    expect(
      issuesOf(orderCreateSchema, { customer_id: 4, startdate: '2025-05-02', enddate: '2025-05-01' }),
    ).toEqual([['enddate', 'endBeforeStart']]);
    expect(issuesOf(orderCreateSchema, { customer_id: 4, number: 1 })[0]?.[1]).toBeTruthy();
  });

  it('takes responsible and/or status, and refuses an empty change', () => {
    expect(issuesOf(orderSpecificPropertiesSchema, { responsible_id: 3, status: 2 })).toEqual([]);
    expect(issuesOf(orderSpecificPropertiesSchema, { responsible_id: null })).toEqual([]);
    expect(issuesOf(orderSpecificPropertiesSchema, {})).toEqual([['status', 'required']]);
    expect(issuesOf(orderSpecificPropertiesSchema, { status: 0 })).toEqual([
      ['status', 'outOfRange|min=1|max=9999'],
    ]);
  });
});
