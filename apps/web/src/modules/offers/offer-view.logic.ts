// Pure helpers of the offer screens.
import { formatNumber } from '@suite/shared/format/number-format';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import type { AccessContext } from '@suite/shared/auth/session-types';

/** spec 01 §6: what the user may do with offers (offers_{action}; role 3 never changes). */
export function offerRights(access: AccessContext | null) {
  const may = (action: string) =>
    Boolean(access && canChange(access) && hasPermission(access, `offers_${action}`));
  return { add: may('add'), edit: may('edit'), remove: may('delete') };
}

/** An amount as users read it: '1 234,50' (spec 01 §9). */
export const money = (value: string | number | null | undefined) => formatNumber(value ?? 0, 2);

/** A quantity without trailing zeros: '2.000000' -> '2', '1.500000' -> '1,5'. */
export function quantityText(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  const decimals = trimmed.includes('.') ? trimmed.split('.')[1]!.length : 0;
  return formatNumber(trimmed, decimals);
}

/** '25.00' -> '25', '12.50' -> '12,5'. */
export function percentText(value: string): string {
  return quantityText(value);
}

/** '/offers/7/products' -> 'products'. */
export function tabOfPath(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? 'detail';
}

/** The id of the route parameter, 0 when it is not a positive whole number. */
export function offerIdOf(param: string | undefined): number {
  const n = Number(param);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
