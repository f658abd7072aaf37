// EHF 3.0 = PEPPOL BIS Billing 3.0 (issue 10): a UBL 2.1 Invoice or CreditNote built from the invoice document.
// Checked in the tests against the UBL 2.1 schema and both rule sets (PEPPOL and CEN EN 16931) with saxon-js.
// Rules that shape this file: endpoints with scheme 0192 (Norwegian organisation numbers), NO-R-001 (seller VAT id
// NO + org nr + MVA), NO-R-002 ('Foretaksregisteret'), PEPPOL-EN16931-R003 (buyer or order reference), BR-CO-17
// (VAT per rate rounded on the rate's sum), BR-53 (VAT in the accounting currency NOK when the invoice is in another
// currency), BR-41/42 (line allowances with a reason), BR-DEC (two decimals on amounts).
import { centsToString, lineNet, toCents } from '@suite/shared/orders/line-totals';
import { INVOICE_ERRORS as E, INVOICE_TYPE } from '@suite/shared/invoices/invoice.schema';
import { badRequest } from '../../platform/errors';
import type { InvoiceDocument } from './invoice-document';

const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

function esc(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An XML element, or '' when the value is empty. */
function el(name: string, value: string | number | null | undefined, attrs = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attrs}>${esc(value)}</${name}>`;
}

/** UN/ECE Recommendation 20 unit codes for the units a service company writes. */
function unitCode(unit: string | null): string {
  const u = (unit ?? '').trim().toLowerCase();
  if (['t', 'time', 'timer', 'h', 'hour', 'hours', 'tim'].includes(u)) return 'HUR';
  if (['m', 'meter', 'metre'].includes(u)) return 'MTR';
  if (['kg'].includes(u)) return 'KGM';
  if (['l', 'liter', 'litre'].includes(u)) return 'LTR';
  if (['km'].includes(u)) return 'KMT';
  return 'EA';
}

/** A decimal without trailing zeros beyond what is needed: '2.500000' -> '2.5', '3.000000' -> '3'. */
function qty(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** VAT category: S standard rates, Z zero rate. */
function category(rate: string): string {
  return Number(rate) > 0 ? 'S' : 'Z';
}

function taxCategory(tag: string, rate: string): string {
  return `<cac:${tag}><cbc:ID>${category(rate)}</cbc:ID><cbc:Percent>${qty(toFixed(rate))}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:${tag}>`;
}

function toFixed(rate: string): string {
  return rate.includes('.') ? rate : `${rate}.0`;
}

function address(a: { street?: string | null; city?: string | null; zip?: string | null; country: string }) {
  return (
    '<cac:PostalAddress>' +
    el('cbc:StreetName', a.street) +
    el('cbc:CityName', a.city) +
    el('cbc:PostalZone', a.zip) +
    `<cac:Country><cbc:IdentificationCode>${esc(a.country)}</cbc:IdentificationCode></cac:Country>` +
    '</cac:PostalAddress>'
  );
}

/**
 * The buyer's and the seller's organisation numbers, the EHF's endpoints (scheme 0192): a 400 naming the missing one
 * when either has none (checked before a send takes a number).
 */
export function ehfParties(d: Pick<InvoiceDocument, 'invoice' | 'header'>): {
  orgnr: string;
  seller: string;
} {
  const orgnr = (d.invoice.customerorgnumber ?? '').replace(/\s+/g, '');
  if (!/^\d{9}$/.test(orgnr))
    throw badRequest([{ field: 'customerorgnumber', message: E.noOrgNumber }], E.noOrgNumber);
  const seller = d.header.orgnumber.replace(/\s+/g, '');
  if (!/^\d{9}$/.test(seller))
    throw badRequest([{ field: 'organizationnumber', message: E.noCompanyOrgNumber }], E.noCompanyOrgNumber);
  return { orgnr, seller };
}

/**
 * The EHF of an invoice or credit note. A customer without an organisation number, or a company without one, cannot
 * get an EHF (400 with the reason): the endpoints are organisation numbers (scheme 0192).
 */
export function buildEhf(d: InvoiceDocument): string {
  const i = d.invoice;
  const { orgnr, seller } = ehfParties(d);
  const credit = i.type === INVOICE_TYPE.creditnote;
  const root = credit ? 'CreditNote' : 'Invoice';
  const cur = i.currency;
  const amt = (name: string, v: string) =>
    `<cbc:${name} currencyID="${esc(cur)}">${centsToString(toCents(v))}</cbc:${name}>`;
  const issue = i.invoicedate!;
  const t = d.totals;

  const supplier =
    '<cac:AccountingSupplierParty><cac:Party>' +
    `<cbc:EndpointID schemeID="0192">${seller}</cbc:EndpointID>` +
    `<cac:PartyName><cbc:Name>${esc(d.header.name)}</cbc:Name></cac:PartyName>` +
    address({ street: d.company.street, city: d.company.city, zip: d.company.postcode, country: 'NO' }) +
    (d.header.vatregistered
      ? `<cac:PartyTaxScheme><cbc:CompanyID>NO${seller}MVA</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
      : '') +
    (d.foretaksregisteret
      ? '<cac:PartyTaxScheme><cbc:CompanyID>Foretaksregisteret</cbc:CompanyID><cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>'
      : '') +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(d.header.name)}</cbc:RegistrationName><cbc:CompanyID schemeID="0192">${seller}</cbc:CompanyID></cac:PartyLegalEntity>` +
    (d.header.email || d.header.phone
      ? `<cac:Contact>${el('cbc:Telephone', d.header.phone)}${el('cbc:ElectronicMail', d.header.email)}</cac:Contact>`
      : '') +
    '</cac:Party></cac:AccountingSupplierParty>';

  const customer =
    '<cac:AccountingCustomerParty><cac:Party>' +
    `<cbc:EndpointID schemeID="0192">${orgnr}</cbc:EndpointID>` +
    (i.customernumber
      ? `<cac:PartyIdentification><cbc:ID>${i.customernumber}</cbc:ID></cac:PartyIdentification>`
      : '') +
    `<cac:PartyName><cbc:Name>${esc(i.customername)}</cbc:Name></cac:PartyName>` +
    address(i.customeraddress) +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(i.customername)}</cbc:RegistrationName><cbc:CompanyID schemeID="0192">${orgnr}</cbc:CompanyID></cac:PartyLegalEntity>` +
    (i.customeremail ? `<cac:Contact>${el('cbc:ElectronicMail', i.customeremail)}</cac:Contact>` : '') +
    '</cac:Party></cac:AccountingCustomerParty>';

  const paymentMeans =
    !credit && d.bank
      ? '<cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>' +
        el('cbc:PaymentID', i.kid) +
        `<cac:PayeeFinancialAccount><cbc:ID>${esc(d.bank.accountnumber.replace(/\D/g, ''))}</cbc:ID>` +
        (d.bank.bic
          ? `<cac:FinancialInstitutionBranch><cbc:ID>${esc(d.bank.bic)}</cbc:ID></cac:FinancialInstitutionBranch>`
          : '') +
        '</cac:PayeeFinancialAccount></cac:PaymentMeans>'
      : '';
  const paymentTerms = credit
    ? ''
    : `<cac:PaymentTerms><cbc:Note>${i.paymentterms} dager netto</cbc:Note></cac:PaymentTerms>`;

  const subtotals = t.vatrates
    .map(
      (v) =>
        `<cac:TaxSubtotal>${amt('TaxableAmount', v.base)}${amt('TaxAmount', v.amount)}${taxCategory('TaxCategory', v.rate)}</cac:TaxSubtotal>`,
    )
    .join('');
  let taxTotal = `<cac:TaxTotal>${amt('TaxAmount', t.vat)}${subtotals}</cac:TaxTotal>`;
  if (cur !== 'NOK') {
    // BR-53: the VAT total in the accounting currency (NOK) at the rate of the invoice date.
    const vatNok = lineNet({ quantity: i.exchangerate, unitprice: t.vat });
    taxTotal += `<cac:TaxTotal><cbc:TaxAmount currencyID="NOK">${vatNok}</cbc:TaxAmount></cac:TaxTotal>`;
  }
  const monetary =
    '<cac:LegalMonetaryTotal>' +
    amt('LineExtensionAmount', t.net) +
    amt('TaxExclusiveAmount', t.net) +
    amt('TaxInclusiveAmount', t.gross) +
    amt('PayableAmount', t.gross) +
    '</cac:LegalMonetaryTotal>';

  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  const lines = d.lines
    .map((l, n) => {
      const gross = lineNet({ quantity: l.quantity, unitprice: l.unitprice });
      const allowance = centsToString(toCents(gross) - toCents(l.net));
      const hasAllowance = toCents(allowance) !== BigInt(0);
      return (
        `<cac:${lineTag}><cbc:ID>${n + 1}</cbc:ID>` +
        `<cbc:${qtyTag} unitCode="${unitCode(l.unit)}">${qty(l.quantity)}</cbc:${qtyTag}>` +
        amt('LineExtensionAmount', l.net) +
        (hasAllowance
          ? `<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Rabatt ${qty(l.discount)} %</cbc:AllowanceChargeReason>${amt('Amount', allowance)}</cac:AllowanceCharge>`
          : '') +
        `<cac:Item><cbc:Name>${esc(l.name.slice(0, 200))}</cbc:Name>` +
        (l.productnumber
          ? `<cac:SellersItemIdentification><cbc:ID>${esc(l.productnumber)}</cbc:ID></cac:SellersItemIdentification>`
          : '') +
        taxCategory('ClassifiedTaxCategory', canonicalRate(l.tax)) +
        '</cac:Item>' +
        `<cac:Price>${amt('PriceAmount', l.unitprice)}</cac:Price>` +
        `</cac:${lineTag}>`
      );
    })
    .join('');

  const buyerReference =
    i.customerreference || (i.customernumber ? String(i.customernumber) : i.customername);
  const billingReference =
    credit && d.credited?.invoicenumber
      ? `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${d.credited.invoicenumber}</cbc:ID>${el('cbc:IssueDate', d.credited.invoicedate)}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" ` +
    'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
    'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
    `<cbc:CustomizationID>${CUSTOMIZATION}</cbc:CustomizationID>` +
    `<cbc:ProfileID>${PROFILE}</cbc:ProfileID>` +
    `<cbc:ID>${i.invoicenumber}</cbc:ID>` +
    `<cbc:IssueDate>${issue}</cbc:IssueDate>` +
    (!credit && i.duedate ? `<cbc:DueDate>${i.duedate}</cbc:DueDate>` : '') +
    (credit
      ? '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>'
      : '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>') +
    el('cbc:Note', i.invoicetext?.trim().slice(0, 1000)) +
    `<cbc:DocumentCurrencyCode>${esc(cur)}</cbc:DocumentCurrencyCode>` +
    (cur !== 'NOK' ? '<cbc:TaxCurrencyCode>NOK</cbc:TaxCurrencyCode>' : '') +
    el('cbc:BuyerReference', buyerReference) +
    billingReference +
    supplier +
    customer +
    paymentMeans +
    paymentTerms +
    taxTotal +
    monetary +
    lines +
    `</${root}>`
  );
}

/** '25.00' -> '25', '12.50' -> '12.5' (documentTotals' rate form, so line and subtotal categories match). */
function canonicalRate(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value;
}
