import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@suite/shared/products/product.schema';
import { defaultUnitId } from '@suite/shared/products/product.rules';
import {
  liveGrossMargin,
  liveProfit,
  marginState,
  productFormSchema,
  productFormValues,
} from './product-form.logic';

const issuesOf = (values: unknown) => {
  const r = productFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('advanced product form', () => {
  it('starts a new product as an active product with one unit that is sales and supplier unit', () => {
    const v = productFormValues(null, 7);
    expect(v).toMatchObject({ producttype: 'product', isactive: true, number: '', costprice: '' });
    expect(v.units).toEqual([{ unit_id: 7, factor: '1', issalesunit: true, issupplierunit: true }]);
    expect(v).not.toHaveProperty('grossmargin');
  });

  it('turns typed Norwegian numbers into the API body', () => {
    const v = {
      ...productFormValues(null, 7),
      number: 'VP-1',
      name: 'Varmepumpe',
      costprice: '12 000,50',
      saleprice: '19990',
      deliverydays: '',
    };
    const r = productFormSchema.safeParse(v);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ costprice: 12000.5, saleprice: 19990, deliverydays: null });
    expect((r.data as { units: unknown[] }).units).toEqual([
      { unit_id: 7, factor: 1, issalesunit: true, issupplierunit: true },
    ]);
  });

  it('shows the shared rules on the fields: number, unit roles, EAN and typed numbers', () => {
    const v = {
      ...productFormValues(null, 7),
      name: 'Uten nummer',
      saleprice: 'mye',
      units: [{ unit_id: 7, factor: '1', issalesunit: true, issupplierunit: false }],
    };
    expect(issuesOf(v)).toEqual(
      expect.arrayContaining([
        ['number', 'required'],
        ['saleprice', 'invalidNumber'],
      ]),
    );
    const units = { ...v, number: 'X', saleprice: '10', ean: '1234567890123' };
    expect(issuesOf(units)).toEqual([
      ['ean', 'invalidEan'],
      ['units', 'productNeedsSupplierUnit'],
    ]);
  });

  it('asks for a unit on an empty unit row and a supplier on an empty supplier row', () => {
    const v = {
      ...productFormValues(null, ''),
      number: 'X',
      name: 'Y',
      supplieritems: [
        {
          supplier_id: null,
          suppliername: null,
          supplierproductnumber: '',
          supplierprice: '',
          deliverydays: '',
          ismain: true,
        },
      ],
    };
    expect(issuesOf(v)).toEqual([
      ['units.0.unit_id', 'required'],
      ['supplieritems.0.supplier_id', 'required'],
    ]);
  });

  it('loads a product with its children as form text', () => {
    const product = {
      id: 1,
      number: 'KM-R32',
      name: 'R32',
      producttype: 'gas',
      costprice: 290,
      saleprice: 520.5,
      isstockitem: true,
      isactive: false,
      units: [{ id: 3, unit_id: 2, unitname: 'kg', factor: 1, issalesunit: true, issupplierunit: false }],
      supplieritems: [
        {
          id: 4,
          supplier_id: 9,
          suppliername: 'Grossisten',
          supplierproductnumber: null,
          supplierprice: 280.25,
          deliverydays: 3,
          ismain: true,
        },
      ],
      batches: [{ id: 5, batchnumber: 'B-1', expirydate: null }],
    } as unknown as ProductDetail;
    const v = productFormValues(product);
    expect(v).toMatchObject({ costprice: '290,00', saleprice: '520,50', isstockitem: true, isactive: false });
    expect(v.supplieritems[0]).toMatchObject({
      supplierprice: '280,25',
      deliverydays: '3',
      suppliername: 'Grossisten',
    });
    expect(v.batches).toEqual([{ batchnumber: 'B-1', expirydate: '' }]);
  });

  it('takes dates as DD.MM.YYYY and refuses other date text', () => {
    const base = { ...productFormValues(null, 7), number: 'X', name: 'Y' };
    const ok = productFormSchema.safeParse({
      ...base,
      batches: [{ batchnumber: 'L1', expirydate: '31.12.2029' }],
    });
    expect((ok.data as { batches: unknown[] }).batches).toEqual([
      { batchnumber: 'L1', expirydate: '2029-12-31' },
    ]);
    expect(issuesOf({ ...base, batches: [{ batchnumber: 'L1', expirydate: '2029-12-31' }] })).toEqual([
      ['batches.0.expirydate', 'invalidDate'],
    ]);
    expect(issuesOf({ ...base, batches: [{ batchnumber: 'L1', expirydate: '30.02.2029' }] })).toEqual([
      ['batches.0.expirydate', 'invalidDate'],
    ]);
  });

  it('computes the gross margin and profit live from what is typed', () => {
    expect(liveGrossMargin('750,50', '1 000')).toBe(24.95);
    expect(liveGrossMargin('', '499')).toBe(100);
    expect(liveGrossMargin('100', '')).toBeNull();
    expect(liveGrossMargin('100', 'abc')).toBeNull();
    expect(liveProfit('750,50', '1 000')).toBe(249.5);
    expect(liveProfit('1', '')).toBeNull();
  });

  it('says which price is wrong instead of asking for a sale price that is there', () => {
    expect(marginState('abc', '149,90')).toEqual({ kind: 'badCost' });
    expect(marginState('100', '')).toEqual({ kind: 'noSale' });
    expect(marginState('100', 'abc')).toEqual({ kind: 'badSale' });
    expect(marginState('100', '0')).toEqual({ kind: 'badSale' });
    expect(marginState('', '149,90')).toEqual({ kind: 'margin', value: 100 });
  });

  it("gives a new 'Vare' the unit 'stk' although 'døgn' comes first by name", () => {
    const units = [
      { id: 8, name: 'døgn' },
      { id: 5, name: 'kg' },
      { id: 1, name: 'stk' },
      { id: 2, name: 't' },
    ];
    expect(defaultUnitId(units)).toBe(1);
    expect(defaultUnitId(units, 'work')).toBe(2);
    expect(defaultUnitId([{ id: 8, name: 'døgn' }])).toBe(8);
    expect(defaultUnitId([])).toBeNull();
  });
});
