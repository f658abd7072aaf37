// The product rules of spec 02 §3 "Product" and §5 "Warehouse", written once for the server and the advanced form.
import { normalizeNumber } from '../format/number-format';

/** spec 01 §3 "Default product types": product, work, gas, insurance. */
export const PRODUCT_TYPES = ['product', 'work', 'gas', 'insurance'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** spec 01 §3: insurance cost type percentage or price (the price in NOK, spec 02 §9). */
export const INSURANCE_COST_TYPES = ['percentage', 'price'] as const;
export type InsuranceCostType = (typeof INSURANCE_COST_TYPES)[number];
export const INSURANCE_CURRENCY = 'NOK';

/** Field error messages of the product rules (translation keys, section 'products', prefixed 'error_'). */
export const PRODUCT_ERRORS = {
  numberExists: 'productNumberExists',
  needsUnit: 'productNeedsUnit',
  needsSupplierUnit: 'productNeedsSupplierUnit',
  duplicateUnit: 'duplicateUnit',
  invalidEan: 'invalidEan',
  invalidBatchNumber: 'invalidBatchNumber',
  duplicateBatchNumber: 'duplicateBatchNumber',
  duplicateSupplier: 'duplicateSupplier',
  oneMainSupplier: 'oneMainSupplier',
  minAboveMax: 'minAboveMax',
} as const;

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right, (10 - sum mod 10) mod 10. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Product rule: an EAN is 8 (EAN-8) or 13 (EAN-13) digits whose last digit is the GS1 check digit. */
export function isValidEan(value: string): boolean {
  const text = value.trim();
  if (!/^(\d{8}|\d{13})$/.test(text)) return false;
  return gs1CheckDigit(text.slice(0, -1)) === Number(text[text.length - 1]);
}

const BATCH_NUMBER = /^[A-Za-z0-9][A-Za-z0-9\-_./]{0,49}$/;

/**
 * spec 02 §5 Warehouse: 'batch number must be unique and valid'. The spec does not say what valid means; a batch
 * number here is 1 to 50 letters, digits and - _ . / starting with a letter or digit (what lot labels carry).
 */
export function isValidBatchNumber(value: string): boolean {
  return BATCH_NUMBER.test(value.trim());
}

// Money has two decimals: work in whole øre with BigInt, never with binary floats (DESIGN "money").
function toCents(value: string | number): bigint | null {
  const canonical = normalizeNumber(value);
  if (canonical === null) return null;
  const negative = canonical.startsWith('-');
  const [intPart = '0', frac = ''] = canonical.replace('-', '').split('.');
  const cents = BigInt(intPart || '0') * BigInt(100) + BigInt((frac + '00').slice(0, 2));
  // A third decimal rounds half away from zero, like roundDecimalString.
  const rounded = Number(frac[2] ?? '0') >= 5 ? cents + BigInt(1) : cents;
  return negative ? -rounded : rounded;
}

/** a / b rounded half away from zero, in integers. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < BigInt(0) !== b < BigInt(0);
  const absA = a < BigInt(0) ? -a : a;
  const absB = b < BigInt(0) ? -b : b;
  const q = (absA * BigInt(2) + absB) / (absB * BigInt(2));
  return negative ? -q : q;
}

/**
 * The gross margin in percent, (sale - cost) / sale, rounded to 2 decimals half away from zero (spec 01 §9);
 * null without a sale price above 0. Decimal arithmetic: 100 - 75,50 over 100 is exactly 24.5.
 */
export function grossMarginPercent(
  cost: string | number | null | undefined,
  sale: string | number | null | undefined,
): number | null {
  if (sale === null || sale === undefined || sale === '') return null;
  const saleCents = toCents(sale);
  const costCents = cost === null || cost === undefined || cost === '' ? BigInt(0) : toCents(cost);
  if (saleCents === null || costCents === null || saleCents <= BigInt(0)) return null;
  // percent with 2 decimals = (sale - cost) * 100 * 100 / sale, in hundredths of a percent
  const hundredths = divideRounded((saleCents - costCents) * BigInt(10_000), saleCents);
  return Number(hundredths) / 100;
}

/** One row of a product's units: a unit of the productunits list, how many base units it holds, and its roles. */
export type ProductUnitInput = {
  unit_id: number;
  factor: number;
  issalesunit: boolean;
  issupplierunit: boolean;
};

export type ProductSupplierItemInput = {
  supplier_id: number;
  ismain?: boolean;
};

export type ProductBatchInput = { batchnumber: string };

export type RuleIssue = { field: string; message: string };

/** spec 02 §5 Warehouse: 'A product needs at least one unit and one supplier unit'; a unit is listed once. */
export function productUnitIssues(units: readonly ProductUnitInput[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!units.some((u) => u.issalesunit)) issues.push({ field: 'units', message: PRODUCT_ERRORS.needsUnit });
  if (!units.some((u) => u.issupplierunit)) {
    issues.push({ field: 'units', message: PRODUCT_ERRORS.needsSupplierUnit });
  }
  const seen = new Set<number>();
  units.forEach((u, i) => {
    if (seen.has(u.unit_id))
      issues.push({ field: `units.${i}.unit_id`, message: PRODUCT_ERRORS.duplicateUnit });
    seen.add(u.unit_id);
  });
  return issues;
}

/** A supplier is listed once per product, and at most one of them is the main supplier. */
export function productSupplierIssues(items: readonly ProductSupplierItemInput[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item.supplier_id)) {
      issues.push({ field: `supplieritems.${i}.supplier_id`, message: PRODUCT_ERRORS.duplicateSupplier });
    }
    seen.add(item.supplier_id);
  });
  const mains = items.flatMap((item, i) => (item.ismain ? [i] : []));
  for (const i of mains.slice(1)) {
    issues.push({ field: `supplieritems.${i}.ismain`, message: PRODUCT_ERRORS.oneMainSupplier });
  }
  return issues;
}

/** spec 02 §5 Warehouse: batch numbers are valid and unique on the product (compared without case). */
export function productBatchIssues(batches: readonly ProductBatchInput[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set<string>();
  batches.forEach((b, i) => {
    const key = b.batchnumber.trim().toLowerCase();
    if (!isValidBatchNumber(b.batchnumber)) {
      issues.push({ field: `batches.${i}.batchnumber`, message: PRODUCT_ERRORS.invalidBatchNumber });
    } else if (seen.has(key)) {
      issues.push({ field: `batches.${i}.batchnumber`, message: PRODUCT_ERRORS.duplicateBatchNumber });
    }
    seen.add(key);
  });
  return issues;
}

/** The fields of a product that the rules between fields look at. */
export type ProductRuleInput = {
  producttype?: string | null;
  insurancecosttype?: string | null;
  insurancecost?: number | null;
  minquantity?: number | null;
  maxquantity?: number | null;
};

/**
 * Rules between the fields of a product: an insurance has a cost type and a cost (a percentage at most 100), the
 * minimum stock is not above the maximum. The EAN's check digit is the field's own format rule (products.resources).
 */
export function productFieldIssues(p: ProductRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (p.producttype === 'insurance') {
    if (!p.insurancecosttype) issues.push({ field: 'insurancecosttype', message: 'required' });
    if (p.insurancecost === null || p.insurancecost === undefined) {
      issues.push({ field: 'insurancecost', message: 'required' });
    } else if (p.insurancecosttype === 'percentage' && p.insurancecost > 100) {
      issues.push({ field: 'insurancecost', message: 'invalidNumber' });
    }
  }
  if (
    p.minquantity !== null &&
    p.minquantity !== undefined &&
    p.maxquantity !== null &&
    p.maxquantity !== undefined &&
    p.minquantity > p.maxquantity
  ) {
    issues.push({ field: 'minquantity', message: PRODUCT_ERRORS.minAboveMax });
  }
  return issues;
}

/** Unit names a new product of each type starts with, in order of preference (issue 12: a 'Vare' gets 'stk'). */
const DEFAULT_UNIT_NAMES: Record<ProductType, readonly string[]> = {
  product: ['stk', 'stykk', 'pcs'],
  work: ['t', 'time', 'timer', 'h'],
  gas: ['kg', 'l', 'stk'],
  insurance: ['stk'],
};

/**
 * The unit a new product starts with: the type's usual unit when the tenant's list has it (by name, any case), else
 * the first unit of the list (the list is sorted by name, so that alone would pick 'døgn' for a new 'Vare').
 */
export function defaultUnitId<T extends { id: number; name?: string | null }>(
  units: readonly T[],
  type: ProductType = 'product',
): number | null {
  for (const wanted of DEFAULT_UNIT_NAMES[type]) {
    const unit = units.find((u) => (u.name ?? '').trim().toLowerCase() === wanted);
    if (unit) return unit.id;
  }
  return units[0]?.id ?? null;
}
