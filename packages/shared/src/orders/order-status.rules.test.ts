import { describe, expect, it } from 'vitest';
import {
  customerDiscountField,
  isAllowedStatusTransition,
  isLineLockedStatus,
  nextStatuses,
} from './order-status.rules';

describe('order status transitions', () => {
  it('follows the job from draft to invoiced and lets paused go back to work', () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(nextStatuses(1, all, false)).toEqual([1, 2, 3, 5, 6, 9]);
    expect(nextStatuses(3, all, false)).toEqual([2, 3, 5, 6, 9]);
    expect(nextStatuses(9, all, false)).toEqual([1, 2, 3, 9]);
    expect(nextStatuses(5, all, false)).toEqual([4, 5, 8]);
    expect(nextStatuses(8, all, false)).toEqual([4, 8]);
    expect(nextStatuses(4, all, false)).toEqual([4]);
  });

  it('sends a rental order out on rent (6) and back (7) before it is completed (spec 01 §4 rental statuses)', () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(nextStatuses(6, all, false)).toEqual([3, 6, 7]);
    expect(nextStatuses(7, all, false)).toEqual([3, 5, 7]);
    expect(isAllowedStatusTransition(6, 5, false)).toBe(false);
  });

  it('keeps the SOS moves open: assign to 2 and complete to 3 from an open order (spec 01 §4)', () => {
    expect(isAllowedStatusTransition(1, 2, false)).toBe(true);
    expect(isAllowedStatusTransition(1, 3, false)).toBe(true);
    expect(isAllowedStatusTransition(2, 3, false)).toBe(true);
  });

  it('lets only an administrator reopen a completed, controlled or invoiced order to ongoing', () => {
    for (const from of [4, 5, 8]) {
      expect(isAllowedStatusTransition(from, 3, false)).toBe(false);
      expect(isAllowedStatusTransition(from, 3, true)).toBe(true);
      expect(isAllowedStatusTransition(from, 1, true)).toBe(false);
    }
  });

  it('leaves statuses the company added itself free in both directions', () => {
    expect(isAllowedStatusTransition(4, 12, false)).toBe(true);
    expect(isAllowedStatusTransition(12, 1, false)).toBe(true);
  });

  it('locks the lines of completed, controlled and invoiced orders only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isLineLockedStatus)).toEqual([4, 5, 8]);
  });

  it('gives work the hours discount, filters and belts their own, everything else the supplies discount', () => {
    expect(customerDiscountField({ producttype: 'work', productgroupname: 'Arbeid' })).toBe('discounthours');
    expect(customerDiscountField({ producttype: 'product', productgroupname: 'Filter' })).toBe(
      'discountfilters',
    );
    expect(customerDiscountField({ producttype: 'product', productgroupname: 'Reimer' })).toBe(
      'discountbelts',
    );
    expect(customerDiscountField({ producttype: 'product', productgroupname: 'Reservedeler' })).toBe(
      'discountsupplies',
    );
    expect(customerDiscountField({ producttype: 'gas', productgroupname: null })).toBe('discountsupplies');
  });
});
