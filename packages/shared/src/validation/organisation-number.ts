// Norwegian organisation number: 9 digits, the last a MOD11 check digit with weights 3 2 7 6 5 4 3 2
// (Brønnøysundregistrene). The spec checks existence against the server (spec 01 §5); this catches typos first.

export const ORGANISATION_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** '923 609 016' -> '923609016'; null unless exactly 9 digits remain after removing spaces. */
export function normalizeOrganisationNumber(value: string | number): string | null {
  const digits = String(value).replace(/\s+/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** True for 9 digits whose last digit is the MOD11 check digit of the first 8. */
export function isValidOrganisationNumber(value: string | number): boolean {
  const digits = normalizeOrganisationNumber(value);
  if (digits === null) return false;
  const sum = ORGANISATION_NUMBER_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  // a remainder of 1 would need check digit 10: such numbers are never issued
  return check !== 10 && check === Number(digits[8]);
}
