// Display formats of Norwegian numbers and places (issue 12: phone numbers shown as typed next to formatted ones,
// organisation numbers never grouped, coordinates ambiguous with decimal commas). Display only: the stored value
// is unchanged.

/** '913500032' -> '913 500 032' (Brønnøysund's grouping); anything that is not 9 digits is shown as it is. */
export function formatOrganisationNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\s+/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}

/**
 * issue 12: how a phone number is stored: its digits without spaces, hyphens, dots or brackets, a leading '+' kept
 * and '00' in front written as '+' ('412 34 567' -> '41234567', '+47 22 12 34 56' -> '+4722123456', '0046 8 123
 * 456' -> '+468123456'). formatPhone groups it for display; the search compares without spaces. Text that is not a
 * phone number is only trimmed.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()]+/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return value.trim();
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * A phone number grouped as Norwegians write it: mobile numbers (4 and 9) '412 34 567', other 8-digit numbers
 * '22 12 34 56', with '+47 ' in front when the country code was given. Other countries' numbers keep their digits
 * after the country code in pairs only when nothing better is known: they are shown as typed, spaces tidied.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const compact = value.replace(/[\s-]+/g, '');
  const norwegian = /^(?:\+47|0047)?(\d{8})$/.exec(compact);
  if (!norwegian) return value.trim().replace(/\s+/g, ' ');
  const n = norwegian[1]!;
  const grouped = /^[49]/.test(n)
    ? `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`
    : `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6)}`;
  return compact.length > 8 ? `+47 ${grouped}` : grouped;
}

/**
 * '59.9139° N, 10.7522° E': coordinates without the decimal comma, which made '59,91390, 10,75220' ambiguous;
 * 4 decimals are about 11 m, as precise as an address needs. Empty when either is missing.
 */
export function formatCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return '';
  const part = (v: number, positive: string, negative: string) =>
    `${Math.abs(v).toFixed(4)}° ${v < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}
