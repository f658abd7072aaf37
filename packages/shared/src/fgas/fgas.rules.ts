// F-gas rules (issue 8 "F-gas records"): the CO2-equivalent of an equipment's refrigerant charge and the leak-check
// interval of EU regulation 2024/573 art. 5 as the issue states it: from 5 t CO2e every 12 months, from 50 t every 6,
// from 500 t every 3; twice as long with a leak detection system; below 5 t no check. Pure, so the equipment record,
// the report and the tests read the same numbers.

/** A decimal (number or text such as '0.55' or '0,55') as millionths, exactly; null when it is not a number. */
export function toMillionths(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  const text = (typeof value === 'number' ? value.toFixed(6) : String(value))
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(6, '0').slice(0, 6);
  const v = BigInt(m[2]!) * 1_000_000n + BigInt(frac);
  return m[1] ? -v : v;
}

/** A decimal answer (the checklist's amounts: '1,5', '1.5', 1.5) as a number with at most 6 decimals, or null. */
export function parseAmount(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const m = toMillionths(value);
  return m === null ? null : Number(m) / 1_000_000;
}

/** Tonnes CO2-equivalent: charge (kg) × GWP / 1000, exact to the gram; null without a charge or a GWP. */
export function co2eTonnes(chargeKg: unknown, gwp: number | null | undefined): number | null {
  const charge = toMillionths(chargeKg);
  if (charge === null || gwp === null || gwp === undefined || !Number.isFinite(gwp)) return null;
  // millionths of a kg × GWP = milligrams CO2e; 10^9 mg in a tonne.
  const mg = charge * BigInt(Math.round(gwp));
  return Number(mg) / 1_000_000_000;
}

/** The thresholds of 2024/573 art. 5 in tonnes CO2e and the months between checks (without a leak detection system). */
export const LEAK_CHECK_THRESHOLDS = [
  { fromTonnes: 500, months: 3 },
  { fromTonnes: 50, months: 6 },
  { fromTonnes: 5, months: 12 },
] as const;

/**
 * Months between leak checks for a charge of `chargeKg` of a refrigerant with `gwp`: 12 from 5 t CO2e, 6 from 50 t,
 * 3 from 500 t, twice as long with a leak detection system; null below 5 t (no check required) or without data.
 */
export function leakCheckIntervalMonths(
  chargeKg: unknown,
  gwp: number | null | undefined,
  hasLeakDetection: boolean,
): number | null {
  const charge = toMillionths(chargeKg);
  if (charge === null || gwp === null || gwp === undefined || !Number.isFinite(gwp)) return null;
  const mg = charge * BigInt(Math.round(gwp));
  for (const t of LEAK_CHECK_THRESHOLDS) {
    if (mg >= BigInt(t.fromTonnes) * 1_000_000_000n) return hasLeakDetection ? t.months * 2 : t.months;
  }
  return null;
}

/** An ISO date plus whole months; the day is kept, or the month's last day when it has fewer (31.01 + 1 → 28/29.02). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The next leak check: the last check (else the install date) plus the interval; null when no check is required or
 * there is no date to count from.
 */
export function nextLeakCheck(
  lastCheck: string | null | undefined,
  installDate: string | null | undefined,
  intervalMonths: number | null,
): string | null {
  const from = lastCheck || installDate;
  if (!from || intervalMonths === null) return null;
  return addMonths(from, intervalMonths);
}

/** The kinds of F-gas rows (checklist field types 29, 30, 31). */
export const FGAS_KINDS = ['drainandfill', 'leakage', 'repairdisposal'] as const;
export type FgasKind = (typeof FGAS_KINDS)[number];

/** Leak-check results of the leakage field (30). */
export const LEAK_RESULTS = ['none', 'found', 'repaired'] as const;
