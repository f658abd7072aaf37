// The offer rules written once for server and client (spec 01 §2 /offers, spec 02 §4 offers, issue 7 "Offers").

/**
 * spec 01 §3 offer status list: the numbers of the list a new company starts with (settings.defaults.ts:
 * 1 draft, 2 sent, 3 accepted, 4 declined, 5 expired). The spec gives status numbers no meaning beyond the list;
 * sending and the customer's answer need one, so these numbers are what sending and the answer set. A company
 * that deletes or deactivates one of them keeps its offers on the status they have (the step is skipped).
 */
export const OFFER_STATUS = { draft: 1, sent: 2, accepted: 3, declined: 4, expired: 5 } as const;

/** Field error messages of the offer rules (translation keys of the 'offers' section and the common ones). */
export const OFFER_ERRORS = {
  unknownStatus: 'unknownStatus',
  alreadyOrdered: 'alreadyOrdered',
  noCustomer: 'noCustomer',
  tokenExpired: 'tokenExpired',
  validBeforeDate: 'validBeforeDate',
} as const;

/** The first offer number of a tenant unless general settings' nextoffernumber says otherwise. */
export const FIRST_OFFER_NUMBER = 10001;

/** Days an offer is valid when neither the form nor default terms (offervaliditydays) say otherwise. */
export const DEFAULT_OFFER_VALIDITY_DAYS = 30;

/** 'YYYY-MM-DD' plus days, in calendar arithmetic (no time zone can shift it). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Offset of Europe/Oslo from UTC in minutes at an instant (+60 winter, +120 summer). */
function osloOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 60;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * The moment an offer's answer link stops working: the end of its valid-until day in Europe/Oslo (the customer
 * reads "valid until 15.04.2026" as the whole of that day, Norwegian time). Without a valid-until date the link
 * lives DEFAULT_OFFER_VALIDITY_DAYS from sending.
 */
export function offerLinkExpiry(validuntil: string | null, sentAt: Date): Date {
  if (!validuntil) return new Date(sentAt.getTime() + DEFAULT_OFFER_VALIDITY_DAYS * 86_400_000);
  const nextDay = addDays(validuntil, 1);
  const utcMidnight = new Date(`${nextDay}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - osloOffsetMinutes(utcMidnight) * 60_000);
}
