import { CURRENCY_CODES, PAYMENT_TERM_DAYS } from './finance.rules';
import { DESCRIPTION, NAME, settingsList } from './settings-list';

// spec 01 §2 Settings "Invoicing" and "General" (default term): payment terms, currencies, accounts, delivery
// terms.

/** spec 01 §3 supporting list of kind 'days': payment terms take days instead of a name (spec 01 §5). */
export const paymenttermsResource = settingsList({
  name: 'paymentterms',
  screen: 'payment_terms',
  kind: 'days',
  fields: {
    days: { type: 'integer', required: true, values: PAYMENT_TERM_DAYS },
    // Shown on invoices beside the due date, e.g. '14 dager netto'.
    name: { type: 'text', max: 100 },
    isdefault: { type: 'boolean' },
  },
  listColumns: ['days', 'name', 'isdefault', 'isactive'],
  defaultSort: { field: 'days', dir: 1 },
  displayField: 'name',
});

/**
 * spec 02 §3 "Currency: exchange rate and valid-from date". A code may appear more than once: each row is the
 * rate from its date on, so the list is also the rate history.
 */
export const currenciesResource = settingsList({
  name: 'currencies',
  screen: 'currencies',
  adminOnly: true,
  fields: {
    code: { type: 'text', required: true, options: CURRENCY_CODES },
    name: { type: 'text', required: true, max: 100 },
    // NOK per 1 unit of the currency.
    exchangerate: { type: 'decimal', required: true, min: 0.000001, max: 1_000_000 },
    validfrom: { type: 'date', required: true },
  },
  listColumns: ['code', 'name', 'exchangerate', 'validfrom', 'isactive'],
});

/** spec 01 §3 "sales and cost accounts (accountnumber, relatedvatcodes)": accounts of the Norwegian standard chart. */
export const salesaccountsResource = settingsList({
  name: 'salesaccounts',
  screen: 'sales_accounts',
  adminOnly: true,
  fields: {
    accountnumber: { type: 'integer', required: true, min: 1000, max: 99_999_999, unique: true },
    name: { type: 'text', required: true, max: 100 },
    relatedvatcodes: { type: 'textarray' },
  },
  defaultSort: { field: 'accountnumber', dir: 1 },
});

export const costaccountsResource = settingsList({
  name: 'costaccounts',
  screen: 'cost_accounts',
  adminOnly: true,
  fields: {
    accountnumber: { type: 'integer', required: true, min: 1000, max: 99_999_999, unique: true },
    name: { type: 'text', required: true, max: 100 },
    relatedvatcodes: { type: 'textarray' },
  },
  defaultSort: { field: 'accountnumber', dir: 1 },
});

export const deliverytermsResource = settingsList({
  name: 'deliveryterms',
  screen: 'delivery_terms',
  fields: { name: NAME, description: DESCRIPTION },
});

/** How a customer pays (spec 01 §2 Invoicing "paymentmethod_1"): the kinds a Norwegian company takes. */
export const PAYMENT_METHOD_TYPES = [
  'banktransfer',
  'card',
  'cash',
  'vipps',
  'efaktura',
  'avtalegiro',
  'other',
] as const;

/**
 * Payment methods of invoices and payments. The accounting code is what the accounting export books the payment
 * on (a ledger account such as 1920, or the payment-type code of the accounting system).
 */
export const paymentmethodsResource = settingsList({
  name: 'paymentmethods',
  screen: 'paymentmethod_1',
  adminOnly: true,
  fields: {
    name: NAME,
    methodtype: { type: 'text', required: true, options: PAYMENT_METHOD_TYPES },
    accountingcode: { type: 'text', max: 20 },
    isdefault: { type: 'boolean' },
  },
  listColumns: ['name', 'methodtype', 'accountingcode', 'isdefault', 'isactive'],
  searchFields: ['name', 'accountingcode'],
});

/**
 * The company's bank accounts (spec 01 §2 Invoicing "bank settings"): a company often has several (operating
 * account, a currency account, the tax-deduction account). The default one is printed on invoices and giros;
 * decision: the invoice settings hold no account of their own, so there is one place for it.
 */
export const bankaccountsResource = settingsList({
  name: 'bankaccounts',
  screen: 'bank_settings',
  adminOnly: true,
  fields: {
    name: NAME,
    accountnumber: { type: 'text', required: true, max: 20, format: 'bankaccount', unique: true },
    iban: { type: 'text', max: 42, format: 'iban' },
    bic: { type: 'text', max: 11, format: 'bic' },
    currency: { type: 'text', required: true, options: CURRENCY_CODES },
    isdefault: { type: 'boolean' },
  },
  listColumns: ['name', 'accountnumber', 'iban', 'bic', 'currency', 'isdefault', 'isactive'],
  searchFields: ['name', 'accountnumber', 'iban'],
});

export const FINANCE_LISTS = [
  paymenttermsResource,
  paymentmethodsResource,
  bankaccountsResource,
  currenciesResource,
  salesaccountsResource,
  costaccountsResource,
  deliverytermsResource,
];
