// Exact money arithmetic of order, offer (and later invoice) lines (issue 7, DESIGN "Money"): every amount is a
// canonical decimal string ('1234.50') and every step runs on BigInt integers, never on binary floats.
import { normalizeNumber } from '../format/number-format';

const TEN = BigInt(10);
const ZERO = BigInt(0);

/** A decimal as an integer and its scale: '12.345' -> { int: 12345n, scale: 3 }. Null for non-numbers. */
function parseScaled(value: string | number | null | undefined): { int: bigint; scale: number } | null {
  const canonical = normalizeNumber(value);
  if (canonical === null) return null;
  const negative = canonical.startsWith('-');
  const [intPart = '0', frac = ''] = canonical.replace('-', '').split('.');
  const int = BigInt((intPart || '0') + frac);
  return { int: negative ? -int : int, scale: frac.length };
}

/** a / b rounded half away from zero. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < ZERO !== b < ZERO;
  const absA = a < ZERO ? -a : a;
  const absB = b < ZERO ? -b : b;
  const q = (absA * BigInt(2) + absB) / (absB * BigInt(2));
  return negative ? -q : q;
}

/** Hundredths (øre) to the canonical string with two decimals: 123456n -> '1234.56', -5n -> '-0.05'. */
export function centsToString(cents: bigint): string {
  const negative = cents < ZERO;
  const abs = negative ? -cents : cents;
  const whole = abs / BigInt(100);
  const frac = (abs % BigInt(100)).toString().padStart(2, '0');
  return `${negative && abs !== ZERO ? '-' : ''}${whole.toString()}.${frac}`;
}

/** A decimal rounded half away from zero to whole hundredths; 0 for empty or non-numbers. */
export function toCents(value: string | number | null | undefined): bigint {
  const d = parseScaled(value);
  if (!d) return ZERO;
  return divideRounded(d.int * BigInt(100), TEN ** BigInt(d.scale));
}

export type LineAmounts = {
  quantity: string | number;
  unitprice: string | number;
  /** Percent 0-100; empty means no discount. */
  discount?: string | number | null;
};

/**
 * Issue 7: line net = round2(quantity × unitprice × (1 − discount/100)), computed exactly: 3 × 33,333 less 10 %
 * is 89.9991 -> '90.00'.
 */
export function lineNetCents(line: LineAmounts): bigint {
  const q = parseScaled(line.quantity);
  const p = parseScaled(line.unitprice);
  if (!q || !p) return ZERO;
  const d = parseScaled(line.discount ?? 0) ?? { int: ZERO, scale: 0 };
  // (1 - d/100) as an integer over 100 * 10^d.scale
  const dScale = TEN ** BigInt(d.scale);
  const keep = BigInt(100) * dScale - d.int;
  const numerator = q.int * p.int * keep * BigInt(100);
  const denominator = TEN ** BigInt(q.scale + p.scale) * BigInt(100) * dScale;
  return divideRounded(numerator, denominator);
}

export function lineNet(line: LineAmounts): string {
  return centsToString(lineNetCents(line));
}

export type VatRate = { rate: string; base: string; amount: string };
export type Totals = {
  net: string;
  vat: string;
  gross: string;
  /** The VAT of each rate: the sum of that rate's line nets (base) and its VAT rounded to 2 decimals. */
  vatrates: VatRate[];
};

/** A rate in canonical form without trailing zeros: '25.00' -> '25', '12.50' -> '12.5'. */
function canonicalRate(value: string | number | null | undefined): string {
  const canonical = normalizeNumber(value ?? 0) ?? '0';
  if (!canonical.includes('.')) return canonical.replace(/^(-?)0+(?=\d)/, '$1');
  return canonical.replace(/\.?0+$/, '').replace(/^(-?)0+(?=\d)/, '$1') || '0';
}

/**
 * Issue 7 and EHF (BR-CO-17): VAT per rate on the sum of that rate's line nets, rounded to 2 decimals; the total
 * VAT is the sum of the rates' VAT; gross = net + VAT. Rates are listed in descending order.
 */
export function documentTotals(lines: readonly (LineAmounts & { tax?: string | number | null })[]): Totals {
  const byRate = new Map<string, bigint>();
  let net = ZERO;
  for (const line of lines) {
    const cents = lineNetCents(line);
    net += cents;
    const rate = canonicalRate(line.tax);
    byRate.set(rate, (byRate.get(rate) ?? ZERO) + cents);
  }
  let vat = ZERO;
  const vatrates: VatRate[] = [];
  for (const [rate, base] of [...byRate].sort((a, b) => Number(b[0]) - Number(a[0]))) {
    const r = parseScaled(rate)!;
    const amount = divideRounded(base * r.int, BigInt(100) * TEN ** BigInt(r.scale));
    vat += amount;
    vatrates.push({ rate, base: centsToString(base), amount: centsToString(amount) });
  }
  return { net: centsToString(net), vat: centsToString(vat), gross: centsToString(net + vat), vatrates };
}

/** Cost of lines from their cost prices (quantity × cost price, each rounded to øre), and the margin. */
export function costAndMargin(
  lines: readonly { quantity: string | number; costprice?: string | number | null; net: string }[],
): { cost: string; margin: string; marginpercent: string | null } {
  let cost = ZERO;
  let net = ZERO;
  for (const line of lines) {
    net += toCents(line.net);
    if (line.costprice === null || line.costprice === undefined || line.costprice === '') continue;
    cost += lineNetCents({ quantity: line.quantity, unitprice: line.costprice });
  }
  const margin = net - cost;
  const marginpercent = net > ZERO ? centsToString(divideRounded(margin * BigInt(10_000), net)) : null;
  return { cost: centsToString(cost), margin: centsToString(margin), marginpercent };
}

/** a − b of two decimals, exact, with two decimals. */
export function subtractMoney(a: string | number | null | undefined, b: string | number | null | undefined) {
  return centsToString(toCents(a) - toCents(b));
}

/** A decimal with exactly two decimals ('1234.5' -> '1234.50'); '0.00' for empty. */
export function money(value: string | number | null | undefined): string {
  return centsToString(toCents(value));
}

/** part / whole in percent with two decimals, rounded half away from zero; null unless whole is above 0. */
export function percentOf(
  part: string | number | null | undefined,
  whole: string | number | null | undefined,
): string | null {
  const w = toCents(whole);
  if (whole === null || whole === undefined || w <= ZERO) return null;
  return centsToString(divideRounded(toCents(part) * BigInt(10_000), w));
}
