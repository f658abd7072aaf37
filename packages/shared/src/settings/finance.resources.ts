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

export const FINANCE_LISTS = [
  paymenttermsResource,
  currenciesResource,
  salesaccountsResource,
  costaccountsResource,
  deliverytermsResource,
];
