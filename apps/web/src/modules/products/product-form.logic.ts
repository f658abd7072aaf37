// The advanced product form's values, its schema (the shared productCreateSchema) and the live gross margin.
import { grossMarginPercent } from '@suite/shared/products/product.rules';
import { productCreateSchema, type ProductDetail } from '@suite/shared/products/product.schema';
import { productsResource } from '@suite/shared/products/products.resources';
import {
  dateText,
  dateValue,
  formSchema,
  formValuesOf,
  moneyText,
  numberText,
  numberValue,
  type FormValues,
} from './form-values';

/** Fields of the form: every field of the definition but the computed gross margin. */
export const PRODUCT_FORM_FIELDS = Object.keys(productsResource.fields).filter((f) => f !== 'grossmargin');

export type UnitRow = { unit_id: number | ''; factor: string; issalesunit: boolean; issupplierunit: boolean };
export type SupplierRow = {
  supplier_id: number | null;
  suppliername: string | null;
  supplierproductnumber: string;
  supplierprice: string;
  deliverydays: string;
  ismain: boolean;
};
export type BatchRow = { batchnumber: string; expirydate: string };

export type ProductFormValues = FormValues & {
  units: UnitRow[];
  supplieritems: SupplierRow[];
  batches: BatchRow[];
};

/** A new unit row: the first unit of the list, both roles when it is the product's only unit. */
export function newUnitRow(unitId: number | '' = '', only = false): UnitRow {
  return { unit_id: unitId, factor: '1', issalesunit: only, issupplierunit: only };
}

export function newSupplierRow(first: boolean): SupplierRow {
  return {
    supplier_id: null,
    suppliername: null,
    supplierproductnumber: '',
    supplierprice: '',
    deliverydays: '',
    ismain: first,
  };
}

/** The form values of a product, or of a new one (a product, active, with one unit that is both). */
export function productFormValues(
  product: ProductDetail | null,
  firstUnitId: number | '' = '',
): ProductFormValues {
  const values = formValuesOf(
    productsResource,
    product as Record<string, unknown> | null,
    PRODUCT_FORM_FIELDS,
  );
  if (!product) values.producttype = 'product';
  return {
    ...values,
    units: product
      ? product.units.map((u) => ({
          unit_id: u.unit_id,
          factor: numberText(u.factor),
          issalesunit: u.issalesunit,
          issupplierunit: u.issupplierunit,
        }))
      : [newUnitRow(firstUnitId, true)],
    supplieritems: (product?.supplieritems ?? []).map((s) => ({
      supplier_id: s.supplier_id,
      suppliername: s.suppliername,
      supplierproductnumber: s.supplierproductnumber ?? '',
      supplierprice: moneyText(s.supplierprice),
      deliverydays: numberText(s.deliverydays),
      ismain: Boolean(s.ismain),
    })),
    batches: (product?.batches ?? []).map((b) => ({
      batchnumber: b.batchnumber,
      expirydate: dateText(b.expirydate),
    })),
  };
}

/** The children as the API takes them (typed numbers parsed, the supplier's name left out). */
function childrenBody(body: FormValues): FormValues {
  const units = (body.units as UnitRow[] | undefined) ?? [];
  const suppliers = (body.supplieritems as SupplierRow[] | undefined) ?? [];
  const batches = (body.batches as BatchRow[] | undefined) ?? [];
  return {
    ...body,
    units: units.map((u) => ({
      unit_id: u.unit_id === '' ? null : u.unit_id,
      factor: numberValue(u.factor),
      issalesunit: u.issalesunit,
      issupplierunit: u.issupplierunit,
    })),
    supplieritems: suppliers.map((s) => ({
      supplier_id: s.supplier_id,
      supplierproductnumber: s.supplierproductnumber,
      supplierprice: numberValue(s.supplierprice),
      deliverydays: numberValue(s.deliverydays),
      ismain: s.ismain,
    })),
    batches: batches.map((b) => ({ batchnumber: b.batchnumber, expirydate: dateValue(b.expirydate) })),
  };
}

/** The schema of the advanced form: the server's create rules over the parsed form values. */
export const productFormSchema = formSchema(productsResource, productCreateSchema, childrenBody);

/** The live gross margin of what is typed, as the server will compute it; null without a sale price. */
export function liveGrossMargin(cost: unknown, sale: unknown): number | null {
  const text = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : null);
  return grossMarginPercent(text(cost), text(sale));
}

/**
 * What the margin box says about what is typed (issue 12): the margin, or which price keeps it from being computed.
 * A cost that is no number ('abc') is named as such, rather than asking for a sale price that is there.
 */
export function marginState(
  cost: unknown,
  sale: unknown,
): { kind: 'margin'; value: number } | { kind: 'noSale' | 'badSale' | 'badCost' } {
  const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  const bad = (v: unknown) => !blank(v) && typeof numberValue(v) !== 'number';
  if (bad(cost)) return { kind: 'badCost' };
  if (blank(sale)) return { kind: 'noSale' };
  if (bad(sale)) return { kind: 'badSale' };
  const value = liveGrossMargin(cost, sale);
  return value === null ? { kind: 'badSale' } : { kind: 'margin', value };
}

/** The profit per unit of what is typed (sale - cost), or null. */
export function liveProfit(cost: unknown, sale: unknown): number | null {
  const s = numberValue(sale);
  const c = numberValue(cost);
  if (typeof s !== 'number') return null;
  return Math.round((s - (typeof c === 'number' ? c : 0)) * 100) / 100;
}
