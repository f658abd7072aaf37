import { ROUTES } from '@suite/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import {
  activeOrderFilterCount,
  listTypeOf,
  NO_ORDER_FILTERS,
  orderIdOf,
  orderListFilter,
  parseThresholds,
  visibleOrderTabs,
} from './order-ui.logic';

describe('order screen helpers', () => {
  it('reads ?type= as all, my orders (1) or unassigned (2)', () => {
    expect([null, '1', '2', '3', 'x'].map(listTypeOf)).toEqual([0, 1, 2, 0, 0]);
  });

  it('reads an order id from the path, 0 for anything else', () => {
    expect([undefined, '12', '0', '-1', 'abc', '1.5'].map(orderIdOf)).toEqual([0, 12, 0, 0, 0, 0]);
  });

  it('turns "80, 100" into thresholds, blank into none, and leaves other text for the server to refuse', () => {
    expect(parseThresholds('80, 100')).toEqual([80, 100]);
    expect(parseThresholds(' 50;75 ')).toEqual([50, 75]);
    expect(parseThresholds('  ')).toBeNull();
    expect(parseThresholds('80 %')).toBe('80 %');
  });

  it('lists the order tabs of the route table in its order, starting with detail', () => {
    const tabs = visibleOrderTabs(ROUTES, null);
    expect(tabs.slice(0, 3)).toEqual(['detail', 'dashboard', 'products']);
    expect(tabs).toContain('earning_and_discounts');
  });

  it('sends the status and the filters as match, and the period on the chosen date field', () => {
    expect(orderListFilter('all', NO_ORDER_FILTERS)).toEqual({ match: undefined, dates: undefined });
    const filters = {
      ...NO_ORDER_FILTERS,
      customer_id: 7,
      customername: 'Fjord AS',
      responsible_id: 3,
      datefield: 'deadlinedate' as const,
      from: '2026-11-01',
    };
    expect(orderListFilter(2, filters)).toEqual({
      match: { status: 2, responsible_id: 3, customer_id: 7 },
      dates: { deadlinedate: { from: '2026-11-01', to: undefined } },
    });
    expect(activeOrderFilterCount(filters)).toBe(3);
    expect(activeOrderFilterCount(NO_ORDER_FILTERS)).toBe(0);
  });
});
