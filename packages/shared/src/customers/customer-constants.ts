// Enumerations of spec 01 §3 and business constants of §9 that belong to customers.

/** spec 01 §3: customer types. */
export const CUSTOMER_TYPES = ['customer', 'private'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** spec 01 §3: customer states 1 buying, 2 potential, 3 supplier. */
export const CUSTOMER_STATE = { buying: 1, potential: 2, supplier: 3 } as const;
export const CUSTOMER_STATES = [1, 2, 3] as const;

/** spec 01 §3: customer sale types. */
export const SALE_TYPES = ['credit', 'cash', 'normal'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** spec 01 §3: address types 1 postal, 2 visiting, 3 project, 4 district, 5 invoice. */
export const ADDRESS_TYPE = { postal: 1, visiting: 2, project: 3, district: 4, invoice: 5 } as const;
export const ADDRESS_TYPES = [1, 2, 3, 4, 5] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** Name of an address type, for translation keys ('customers.addresstype_postal'). */
export const ADDRESS_TYPE_NAME: Record<AddressType, keyof typeof ADDRESS_TYPE> = {
  1: 'postal',
  2: 'visiting',
  3: 'project',
  4: 'district',
  5: 'invoice',
};
/**
 * The address whose city the customer list shows and searches: postal first, then visiting, invoice,
 * project, district (a customer without a postal address is still found by the city it is in).
 */
export const CITY_ADDRESS_PRIORITY: readonly AddressType[] = [1, 2, 5, 3, 4];

/** spec 01 §9: payment terms in days. */
export const PAYMENT_TERM_DAYS = [0, 5, 7, 10, 14, 15, 20, 25, 28, 30, 35, 40, 45, 60, 70, 90] as const;
/** spec 01 §9: the customers' common terms, offered first. */
export const COMMON_PAYMENT_TERM_DAYS = [10, 15, 30] as const;

/** The discount rates a customer carries (spec 02 §3 "Customer": hours, supplies, filters, belts), 0-100 %. */
export const CUSTOMER_DISCOUNT_FIELDS = [
  'discounthours',
  'discountsupplies',
  'discountfilters',
  'discountbelts',
] as const;

/** Customer flags of spec 01 §3 "Lookup lists loaded at start" and spec 02 §3. */
export const CUSTOMER_FLAGS = [
  'iscustomer',
  'issupplier',
  'isenterprise',
  'isprivatecustomer',
  'isfavourite',
] as const;
