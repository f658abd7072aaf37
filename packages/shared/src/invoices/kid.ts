// KID (kundeidentifikasjonsnummer): the customer reference on a Norwegian giro / payment, checked by the bank with
// MOD10 (Luhn) or MOD11 (weights 2..7 from the right). Written from the definitions as digit strings, since KIDs are
// up to 25 digits (no number type holds them) and no package gets every length right (standards README).

/** MOD10 (Luhn) check digit of a digit string: from the right, every other digit doubled (digits of the product summed). */
export function mod10CheckDigit(base: string): string {
  if (!/^\d+$/.test(base)) throw new Error('KID base must be digits');
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const digit = Number(base[base.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * MOD11 check digit: weights 2, 3, 4, 5, 6, 7, 2, 3 ... from the rightmost digit; 11 − (sum mod 11); 11 gives 0 and
 * 10 gives '-' (the banks' rule for MOD11 KIDs: a KID whose check would be 10 ends in a hyphen).
 */
export function mod11CheckDigit(base: string): string {
  if (!/^\d+$/.test(base)) throw new Error('KID base must be digits');
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * (2 + (i % 6));
  const check = 11 - (sum % 11);
  return check === 11 ? '0' : check === 10 ? '-' : String(check);
}

export type KidAlgorithm = 'mod10' | 'mod11';

/** True when the last character is the right check digit of the rest (2 to 25 characters). */
export function isValidKid(kid: string, algorithm: KidAlgorithm): boolean {
  if (!/^\d{1,24}[\d-]$/.test(kid)) return false;
  const base = kid.slice(0, -1);
  const check = algorithm === 'mod10' ? mod10CheckDigit(base) : mod11CheckDigit(base);
  return check === kid.slice(-1);
}

/**
 * The KID of an invoice, built from the customer number and the invoice number (issue 10): `length` characters,
 * the invoice number on the right (zero padded to at least half the room), the customer number's last digits before
 * it, then the check digit. The invoice number is unique per tenant, so the KID is too; a longer invoice number than
 * the configured length leaves makes the KID longer rather than cut it.
 */
export function buildKid(
  customernumber: number | null | undefined,
  invoicenumber: number,
  algorithm: KidAlgorithm,
  length: number,
): string {
  const invoice = String(invoicenumber);
  const room = Math.max(length - 1, invoice.length);
  const invoicePart = invoice.padStart(Math.max(invoice.length, Math.ceil(room / 2)), '0');
  const customerRoom = room - invoicePart.length;
  const customer = String(customernumber ?? 0)
    .padStart(customerRoom, '0')
    .slice(-customerRoom || Infinity);
  const base = (customerRoom > 0 ? customer : '') + invoicePart;
  return base + (algorithm === 'mod10' ? mod10CheckDigit(base) : mod11CheckDigit(base));
}
