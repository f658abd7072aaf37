import { describe, expect, it } from 'vitest';
import {
  grossMarginPercent,
  gs1CheckDigit,
  isValidBatchNumber,
  isValidEan,
  productBatchIssues,
  productFieldIssues,
  productSupplierIssues,
  productUnitIssues,
} from './product.rules';
import { productCreateSchema, productUpdateSchema } from './product.schema';

describe('EAN check digit', () => {
  it('accepts real EAN-13 and EAN-8 codes', () => {
    expect(isValidEan('7038010055720')).toBe(true);
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and letters', () => {
    expect(isValidEan('7038010055721')).toBe(false);
    expect(isValidEan('96385075')).toBe(false);
    expect(isValidEan('703801005572')).toBe(false);
    expect(isValidEan('70380100557200')).toBe(false);
    expect(isValidEan('70380100557A0')).toBe(false);
    expect(isValidEan('')).toBe(false);
  });

  it('computes the GS1 check digit with weights 3 and 1 from the right', () => {
    expect(gs1CheckDigit('703801005572')).toBe(0);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });
});

describe('gross margin', () => {
  it('is (sale - cost) / sale in percent with two decimals', () => {
    expect(grossMarginPercent(75.5, 100)).toBe(24.5);
    expect(grossMarginPercent('12 000,00', '19 990')).toBe(39.97);
    expect(grossMarginPercent(0, 250)).toBe(100);
  });

  it('rounds half away from zero without float error', () => {
    // (3 - 2.99985) would be float noise; with øre: cost 1.00, sale 3.00 -> 66.666.. -> 66.67
    expect(grossMarginPercent(1, 3)).toBe(66.67);
    expect(grossMarginPercent(2, 3)).toBe(33.33);
    // 1/8 = 12.5 % exactly; 0.125 % of 800 kr margin rounds up
    expect(grossMarginPercent('799', '800')).toBe(0.13);
  });

  it('is negative when the cost is above the sale price', () => {
    expect(grossMarginPercent(150, 100)).toBe(-50);
  });

  it('is empty without a sale price above zero', () => {
    expect(grossMarginPercent(100, null)).toBeNull();
    expect(grossMarginPercent(100, 0)).toBeNull();
    expect(grossMarginPercent(100, '')).toBeNull();
  });

  it('takes a missing cost price as zero', () => {
    expect(grossMarginPercent(null, 499)).toBe(100);
  });
});

describe('product rules', () => {
  const unit = (unit_id: number, issalesunit: boolean, issupplierunit: boolean) => ({
    unit_id,
    factor: 1,
    issalesunit,
    issupplierunit,
  });

  it('needs at least one unit and one supplier unit (one row may be both)', () => {
    expect(productUnitIssues([unit(1, true, true)])).toEqual([]);
    expect(productUnitIssues([unit(1, true, false), unit(2, false, true)])).toEqual([]);
    expect(productUnitIssues([])).toEqual([
      { field: 'units', message: 'productNeedsUnit' },
      { field: 'units', message: 'productNeedsSupplierUnit' },
    ]);
    expect(productUnitIssues([unit(1, true, false)])).toEqual([
      { field: 'units', message: 'productNeedsSupplierUnit' },
    ]);
  });

  it('refuses the same unit twice', () => {
    expect(productUnitIssues([unit(1, true, true), unit(1, false, false)])).toEqual([
      { field: 'units.1.unit_id', message: 'duplicateUnit' },
    ]);
  });

  it('refuses a supplier twice and more than one main supplier', () => {
    expect(
      productSupplierIssues([
        { supplier_id: 5, ismain: true },
        { supplier_id: 5 },
        { supplier_id: 6, ismain: true },
      ]),
    ).toEqual([
      { field: 'supplieritems.1.supplier_id', message: 'duplicateSupplier' },
      { field: 'supplieritems.2.ismain', message: 'oneMainSupplier' },
    ]);
  });

  it('needs batch numbers that are valid and unique on the product, whatever the case', () => {
    expect(isValidBatchNumber('LOT-2024/17.a')).toBe(true);
    expect(isValidBatchNumber('har mellomrom')).toBe(false);
    expect(isValidBatchNumber('-start')).toBe(false);
    expect(
      productBatchIssues([{ batchnumber: 'A1' }, { batchnumber: 'a1' }, { batchnumber: 'x y' }]),
    ).toEqual([
      { field: 'batches.1.batchnumber', message: 'duplicateBatchNumber' },
      { field: 'batches.2.batchnumber', message: 'invalidBatchNumber' },
    ]);
  });

  it('needs an insurance cost type and cost on insurance products, a percentage at most 100', () => {
    expect(productFieldIssues({ producttype: 'insurance' })).toEqual([
      { field: 'insurancecosttype', message: 'required' },
      { field: 'insurancecost', message: 'required' },
    ]);
    expect(
      productFieldIssues({ producttype: 'insurance', insurancecosttype: 'percentage', insurancecost: 120 }),
    ).toEqual([{ field: 'insurancecost', message: 'invalidNumber' }]);
    expect(
      productFieldIssues({ producttype: 'insurance', insurancecosttype: 'price', insurancecost: 1200 }),
    ).toEqual([]);
    expect(productFieldIssues({ producttype: 'work' })).toEqual([]);
  });

  it('refuses a minimum stock above the maximum', () => {
    expect(productFieldIssues({ minquantity: 10, maxquantity: 5 })).toEqual([
      { field: 'minquantity', message: 'minAboveMax' },
    ]);
  });
});

describe('product schemas', () => {
  const valid = {
    number: 'VP-100',
    name: 'Varmepumpe',
    producttype: 'product',
    units: [{ unit_id: 1, factor: 1, issalesunit: true, issupplierunit: true }],
  };

  it('accepts a minimal product with one unit that is both sales and supplier unit', () => {
    expect(productCreateSchema.safeParse(valid).success).toBe(true);
  });

  it('reports every broken rule with a field and a translation key', () => {
    const r = productCreateSchema.safeParse({
      ...valid,
      number: '  ',
      ean: '1234567890123',
      units: [{ unit_id: 1, factor: 0, issalesunit: true, issupplierunit: false }],
    });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['number', 'required'],
        ['units.0.factor', 'invalidNumber'],
      ]),
    );
  });

  it('checks the cross-field rules once the fields themselves are valid', () => {
    const r = productCreateSchema.safeParse({
      ...valid,
      ean: '1234567890123',
      units: [{ unit_id: 1, factor: 1, issalesunit: true, issupplierunit: false }],
    });
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['ean', 'invalidEan'],
      ['units', 'productNeedsSupplierUnit'],
    ]);
  });

  it('refuses a gross margin sent by a client and unknown fields', () => {
    expect(productCreateSchema.safeParse({ ...valid, grossmargin: 50 }).success).toBe(false);
    expect(productCreateSchema.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
  });

  it('lets an update leave the units out, but checks them when sent', () => {
    expect(productUpdateSchema.safeParse({ name: 'Ny', version: 1 }).success).toBe(true);
    expect(productUpdateSchema.safeParse({ units: [], version: 1 }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ name: 'Ny' }).success).toBe(false);
  });
});
