// The accounting adapters (issue 10 "Export to accounting"): one per accounting integration of the settings. Each
// turns the invoices' vouchers (ledger lines balanced in NOK) into the request its system's API takes. None of the
// systems is reachable from this machine, so the request is recorded in the accounting outbox (status 'queued')
// for a user to see; a real connection adds the delivery to the adapter and nothing else changes.
import type { AccountingSystem } from '@suite/shared/invoices/invoice-accounting';
import type { Voucher } from './invoice-accounting.service';

export type AccountingRequest = {
  method: 'POST';
  /** The path on the system's API the request goes to. */
  path: string;
  body: unknown;
};

export type AccountingAdapter = {
  system: AccountingSystem;
  request(vouchers: Voucher[], company: { orgnumber: string | null }): AccountingRequest;
};

/** Signed NOK of a ledger line: debit positive, credit negative. */
const signed = (l: Voucher['lines'][number]) => (Number(l.debit) - Number(l.credit)).toFixed(2);
const ore = (l: Voucher['lines'][number]) => Math.round(Number(signed(l)) * 100);
const kindOf = (v: Voucher) => (v.type === 2 ? 'creditnote' : 'invoice');

/** Uni Micro (Uni Economy): journal entries with draft lines, booked in one call. */
const unimicro: AccountingAdapter = {
  system: 'unimicro',
  request: (vouchers) => ({
    method: 'POST',
    path: '/api/biz/journalentries?action=book-journal-entries',
    body: vouchers.map((v) => ({
      Description: v.lines[0]?.text,
      DraftLines: v.lines.map((l) => ({
        FinancialDate: v.invoicedate,
        AccountNumber: l.account,
        Amount: Number(signed(l)),
        AmountCurrency: Number(l.currencyamount),
        CurrencyCode: v.currency,
        VatTypeCode: l.vatcode,
        Description: l.text,
        InvoiceNumber: String(v.invoicenumber),
        DueDate: v.duedate,
        PaymentID: v.kid,
        CustomerNumber: l.account === 1500 ? v.customernumber : null,
      })),
    })),
  }),
};

/** Visma eAccounting: a voucher per invoice with debit and credit rows. */
const visma: AccountingAdapter = {
  system: 'visma',
  request: (vouchers) => ({
    method: 'POST',
    path: '/v2/vouchers',
    body: vouchers.map((v) => ({
      VoucherDate: v.invoicedate,
      VoucherText: v.lines[0]?.text,
      NumberSeries: kindOf(v),
      Rows: v.lines.map((l) => ({
        AccountNumber: l.account,
        DebitAmount: Number(l.debit),
        CreditAmount: Number(l.credit),
        TransactionText: l.text,
        VatCode: l.vatcode,
      })),
    })),
  }),
};

/** Fiken: a sale per invoice (amounts in øre, as Fiken's API takes them). */
const fiken: AccountingAdapter = {
  system: 'fiken',
  request: (vouchers, company) => ({
    method: 'POST',
    path: `/companies/${company.orgnumber ?? 'company'}/sales`,
    body: vouchers.map((v) => ({
      saleNumber: String(v.invoicenumber),
      date: v.invoicedate,
      dueDate: v.duedate,
      kind: 'external_invoice',
      currency: v.currency,
      kid: v.kid,
      customer: {
        customerNumber: v.customernumber,
        name: v.customername,
        organizationNumber: v.customerorgnumber,
      },
      lines: v.lines
        .filter((l) => l.account !== 1500 && l.account !== 2700)
        .map((l) => ({
          account: String(l.account),
          netAmountInNok: -ore(l),
          vatCode: l.vatcode,
          vatRate: l.vatrate,
          description: l.text,
        })),
    })),
  }),
};

/** Tripletex: a ledger voucher with postings (the receivable posting carries the customer). */
const tripletex: AccountingAdapter = {
  system: 'tripletex',
  request: (vouchers) => ({
    method: 'POST',
    path: '/v2/ledger/voucher?sendToLedger=true',
    body: vouchers.map((v) => ({
      date: v.invoicedate,
      description: v.lines[0]?.text,
      vendorInvoiceNumber: String(v.invoicenumber),
      postings: v.lines.map((l, row) => ({
        row: row + 1,
        date: v.invoicedate,
        account: { number: l.account },
        amount: Number(signed(l)),
        amountCurrency: Number(l.currencyamount),
        currency: { code: v.currency },
        vatType: l.vatcode === null ? null : { number: l.vatcode },
        customer: l.account === 1500 ? { customerNumber: v.customernumber } : null,
        termOfPayment: l.account === 1500 ? v.duedate : null,
        description: l.text,
      })),
    })),
  }),
};

/** PowerOffice Go: a journal voucher per invoice. */
const poweroffice: AccountingAdapter = {
  system: 'poweroffice',
  request: (vouchers) => ({
    method: 'POST',
    path: '/Voucher/OutgoingInvoiceVoucher',
    body: vouchers.map((v) => ({
      VoucherNo: v.invoicenumber,
      VoucherDate: v.invoicedate,
      DueDate: v.duedate,
      Cid: v.kid,
      CurrencyCode: v.currency,
      CustomerCode: v.customernumber,
      Lines: v.lines.map((l) => ({
        AccountCode: l.account,
        Amount: Number(signed(l)),
        CurrencyAmount: Number(l.currencyamount),
        VatCode: l.vatcode,
        Description: l.text,
      })),
    })),
  }),
};

const ADAPTERS: Record<AccountingSystem, AccountingAdapter> = {
  unimicro,
  visma,
  fiken,
  tripletex,
  poweroffice,
};

export function adapterOf(system: AccountingSystem): AccountingAdapter {
  return ADAPTERS[system];
}
