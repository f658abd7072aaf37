// Sample data for the printed documents: the tests, the benchmark (scripts/bench.mjs) and a look at the layout
// (`npx tsx apps/server/src/platform/pdf/documents/print-samples.ts`) print the same order.
import type { OrderDocumentData } from '@suite/shared/orders/order-document';
import type { CompanyHeader } from '../company-header';

export const SAMPLE_HEADER: CompanyHeader = {
  name: 'Bjørnøy Kulde & Varme AS',
  orgnumber: '913500032',
  vatregistered: true,
  addressLines: ['Industriveien 12', '0668 Oslo'],
  phone: '22 33 44 55',
  email: 'post@bjornoykulde.no',
  website: 'www.bjornoykulde.no',
  logo: null,
};

const PRODUCTS = [
  {
    productnumber: 'VP-3500',
    name: 'Luft-til-luft varmepumpe 3,5 kW, innedel og utedel',
    unit: 'stk',
    price: 1234.5,
  },
  { productnumber: 'ARB-01', name: 'Montering og igangkjøring', unit: 'time', price: 895 },
  { productnumber: 'RØR-14', name: 'Kobberrør ¼" / ⅜" isolert, lagt i kanal', unit: 'm', price: 189.9 },
  { productnumber: 'KJØR', name: 'Kjøring sone 2 (Sørøst)', unit: 'stk', price: 650 },
];

/** Cents to a canonical decimal string: 123450n -> '1234.50'. */
const dec = (cents: bigint) => {
  const neg = cents < 0n;
  const s = (neg ? -cents : cents).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};

/**
 * An order of Fjordvik with `lineCount` lines (40 lines fill about three pages of an order confirmation), the
 * first line 1 × 1 234,50, VAT 25 % on all but the travel lines (0 %), hours and equipment.
 */
export function sampleOrderDocument(
  lineCount = 6,
  language: OrderDocumentData['language'] = 'no',
): OrderDocumentData {
  const lines: OrderDocumentData['lines'] = [];
  const vatBase = new Map<string, bigint>();
  let net = 0n;
  for (let i = 0; i < lineCount; i++) {
    const p = PRODUCTS[i % PRODUCTS.length]!;
    const quantity = i === 0 ? 1 : (i % 3) + 1;
    const priceCents = BigInt(Math.round(p.price * 100));
    const discount = i % 5 === 4 ? 10n : 0n;
    const lineCents = (priceCents * BigInt(quantity) * (100n - discount)) / 100n;
    const tax = p.productnumber === 'KJØR' ? '0.00' : '25.00';
    vatBase.set(tax, (vatBase.get(tax) ?? 0n) + lineCents);
    net += lineCents;
    lines.push({
      productnumber: p.productnumber,
      name: p.name,
      quantity: `${quantity}.00`,
      unit: p.unit,
      unitprice: dec(priceCents),
      discount: `${discount}.00`,
      tax,
      net: dec(lineCents),
    });
  }
  const vat = [...vatBase].map(([rate, base]) => {
    const amount = (base * BigInt(Math.round(Number(rate) * 100))) / 10000n;
    return { rate, base: dec(base), amount: dec(amount) };
  });
  const vatCents = [...vatBase].reduce(
    (s, [rate, base]) => s + (base * BigInt(Math.round(Number(rate) * 100))) / 10000n,
    0n,
  );
  return {
    language,
    number: 10023,
    date: '2026-03-18',
    startdate: '2026-03-23',
    enddate: '2026-03-24',
    deadlinedate: null,
    validuntil: '2026-04-15',
    customer: {
      name: 'Fjordvik Eiendom AS',
      orgnumber: '923 609 016',
      addressLines: ['Strandgaten 4', '5013 Bergen'],
      phone: '55 12 34 56',
      email: 'post@fjordvik.no',
    },
    contactname: 'Kari Hansen',
    customerreference: 'Prosjekt Ærøy',
    agreementnumber: 'SA-2026-17',
    deliveryAddressLines: ['Fjordvik Borettslag, blokk Ø', 'Øvre Strandgate 9', '5013 Bergen'],
    responsiblename: 'Terje Ødegård',
    description: 'Årlig service på varmepumpe og bytte av utedel',
    text: 'Takk for bestillingen. Arbeidet utføres i henhold til avtalt plan; ta kontakt ved spørsmål.',
    deliveryterms: 'Levering fritt montert. Betaling 14 dager netto.',
    lines,
    totals: { net: dec(net), vat, vatTotal: dec(vatCents), gross: dec(net + vatCents) },
    hours: [
      {
        date: '2026-03-23',
        employee: 'Terje Ødegård',
        worktype: 'Montering',
        amount: '7.50',
        description: 'Demontering og montering av utedel',
      },
      {
        date: '2026-03-24',
        employee: 'Åse Bjørnstad',
        worktype: 'Service',
        amount: '2.25',
        description: 'Igangkjøring, lekkasjesøk',
      },
    ],
    equipment: [{ name: 'Varmepumpe stue, Mitsubishi Kirigamine Zen', serialnumber: 'MSZ-LN35-77812' }],
    duedate: '2026-03-30',
    bankaccount: '8601.11.17947',
    iban: 'NO93 8601 1117 947',
    bic: 'DNBANOKK',
    title: 'Ny luft-til-luft varmepumpe',
  };
}
