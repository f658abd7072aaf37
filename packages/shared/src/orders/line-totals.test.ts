import { describe, expect, it } from 'vitest';
import { costAndMargin, documentTotals, lineNet } from './line-totals';

describe('line net', () => {
  it('is quantity times price less the discount, rounded half away from zero to øre', () => {
    expect(lineNet({ quantity: '3', unitprice: '33.333', discount: '10' })).toBe('90.00');
    expect(lineNet({ quantity: '1.5', unitprice: '149.90' })).toBe('224.85');
    expect(lineNet({ quantity: '2', unitprice: '0.125' })).toBe('0.25');
    expect(lineNet({ quantity: '1', unitprice: '0.005' })).toBe('0.01');
    expect(lineNet({ quantity: '1', unitprice: '100', discount: '100' })).toBe('0.00');
    expect(lineNet({ quantity: '-1', unitprice: '100' })).toBe('-100.00');
    expect(lineNet({ quantity: '7', unitprice: '19.99', discount: '12.5' })).toBe('122.44');
  });
  it('reads Norwegian decimal commas', () => {
    expect(lineNet({ quantity: '1,5', unitprice: '1 000,10' })).toBe('1500.15');
  });
});

describe('document totals', () => {
  it('computes VAT per rate on the sum of that rate, not per line', () => {
    // three lines of 0.10 at 25 %: per line 0.03 each (0.09), on the sum 0.075 -> 0.08
    const t = documentTotals([
      { quantity: 1, unitprice: '0.10', tax: 25 },
      { quantity: 1, unitprice: '0.10', tax: '25.00' },
      { quantity: 1, unitprice: '0.10', tax: '25' },
      { quantity: 2, unitprice: '50', tax: '15' },
      { quantity: 1, unitprice: '10', tax: 0 },
    ]);
    expect(t.net).toBe('110.30');
    expect(t.vatrates).toEqual([
      { rate: '25', base: '0.30', amount: '0.08' },
      { rate: '15', base: '100.00', amount: '15.00' },
      { rate: '0', base: '10.00', amount: '0.00' },
    ]);
    expect(t.vat).toBe('15.08');
    expect(t.gross).toBe('125.38');
  });
  it('is zero for no lines', () => {
    expect(documentTotals([])).toEqual({ net: '0.00', vat: '0.00', gross: '0.00', vatrates: [] });
  });
});

describe('cost and margin', () => {
  it('takes quantity times cost price and the margin in percent of the net', () => {
    expect(
      costAndMargin([
        { quantity: '2', costprice: '30', net: '100.00' },
        { quantity: '1', costprice: null, net: '50.00' },
      ]),
    ).toEqual({ cost: '60.00', margin: '90.00', marginpercent: '60.00' });
  });
});

describe('money helpers', () => {
  it('subtracts exactly and gives percentages with two decimals', async () => {
    const { subtractMoney, percentOf, money } = await import('./line-totals');
    expect(subtractMoney('0.3', '0.1')).toBe('0.20');
    expect(subtractMoney('100', '250.55')).toBe('-150.55');
    expect(money('1234.5')).toBe('1234.50');
    expect(percentOf('1', '3')).toBe('33.33');
    expect(percentOf('2', '3')).toBe('66.67');
    expect(percentOf('5', '0')).toBeNull();
    expect(percentOf('5', null)).toBeNull();
  });
});
