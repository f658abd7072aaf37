// The plain data of a printed order or offer document (spec 01 §9 / 02 §9 order report types): the orders, offers
// and projects modules map their records to it, and apps/server/src/platform/pdf renders it. No I/O here.
import type { Language } from '../tenants/modules';
import { cleanFileName } from '../format/file-name';
import { printdocs } from '../translations/sections/printdocs';

export type DocumentParty = {
  name: string;
  orgnumber?: string | null;
  addressLines: string[];
  phone?: string | null;
  email?: string | null;
};
/** One line; every number is a canonical decimal string ('1234.50'), printed '1 234,50'. */
export type DocumentLine = {
  productnumber?: string | null;
  name: string;
  quantity: string;
  unit?: string | null;
  unitprice: string;
  /** Discount in percent ('10.00'). */
  discount: string;
  /** VAT rate in percent ('25.00'). */
  tax: string;
  /** Line amount without VAT, after discount. */
  net: string;
};
export type DocumentTotals = {
  net: string;
  vat: { rate: string; base: string; amount: string }[];
  vatTotal: string;
  gross: string;
};
export type OrderDocumentData = {
  language: 'no' | 'en' | 'po' | 'sw';
  /** Order or offer number. */
  number: number;
  /** ISO date of the document (order date / offer date). */
  date: string;
  startdate?: string | null;
  enddate?: string | null;
  deadlinedate?: string | null;
  /** Offers: the offer is valid until this ISO date. */
  validuntil?: string | null;
  customer: DocumentParty;
  contactname?: string | null;
  customerreference?: string | null;
  agreementnumber?: string | null;
  deliveryAddressLines?: string[];
  responsiblename?: string | null;
  description?: string | null;
  /** Order text / offer text (standard text types 1/3). */
  text?: string | null;
  /** Delivery terms (standard text types 2/4). */
  deliveryterms?: string | null;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** Service report, invoice basis. */
  hours?: { date: string; employee: string; worktype: string; amount: string; description?: string | null }[];
  equipment?: { name: string; serialnumber?: string | null }[];
  // Optional additions (pdfmail): the proforma's payment information; due date and bank account come from the
  // caller (the invoice settings), the rest of the document from the order.
  /** Proforma invoice (9): ISO due date. */
  duedate?: string | null;
  /** Proforma invoice (9): bank account to pay to ('8601.11.17947'), IBAN and BIC for payments from abroad. */
  bankaccount?: string | null;
  iban?: string | null;
  bic?: string | null;
  /** Offers: the offer's title, printed under the heading. */
  title?: string | null;
};

/**
 * spec 02 §9 "Order report types": 1 order confirmation, 2 service report, 4 invoice basis, 9 proforma invoice,
 * 14 offer, 22 offer PDF (the offer as attached to the offer mail: same layout as 14).
 */
export type OrderDocumentType = 1 | 2 | 3 | 4 | 9 | 14 | 22;
export const ORDER_DOCUMENT_TYPES = [1, 2, 3, 4, 9, 14, 22] as const satisfies readonly OrderDocumentType[];

/** The translation key (section printdocs) of each document's title. */
export const ORDER_DOCUMENT_TITLE_KEYS = {
  1: 'orderconfirmation',
  2: 'servicereport',
  3: 'servicereportchecklists',
  4: 'invoicebasis',
  9: 'proformainvoice',
  14: 'offer',
  22: 'offer',
} as const satisfies Record<OrderDocumentType, keyof typeof printdocs>;

/** The document's title in its language ('Ordrebekreftelse'). */
export function orderDocumentTitle(type: OrderDocumentType, language: Language): string {
  return printdocs[ORDER_DOCUMENT_TITLE_KEYS[type]][language];
}

/**
 * The file name of a printed document: title and number, cleaned per spec 02 §5 "Report and print rules"
 * (e.g. 'Ordrebekreftelse 10023.pdf', 'Tilbud 3051.pdf').
 */
export function orderDocumentFileName(type: OrderDocumentType, number: number, language: Language): string {
  return `${cleanFileName(`${orderDocumentTitle(type, language)} ${number}`)}.pdf`;
}
