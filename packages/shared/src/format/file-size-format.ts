// File sizes base 1024 with the spec's units (spec 02 §9): 1536 -> '1,5 KB', 500 -> '500 Bytes'; digits
// are grouped like every other number ('1 023 Bytes').
import { formatNumber, roundTo } from './number-format';

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Up to two decimals, trailing zeros dropped, decimal comma: 1572864 -> '1,5 MB'. Empty for bad input. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let size = bytes;
  // step up after rounding too, so 1048575 bytes reads '1 MB' rather than '1 024 KB'
  while (unit < FILE_SIZE_UNITS.length - 1 && roundTo(size, unit === 0 ? 0 : 2) >= 1024) {
    size /= 1024;
    unit++;
  }
  const fixed = formatNumber(size, unit === 0 ? 0 : 2);
  const text = fixed.includes(',') ? fixed.replace(/0+$/, '').replace(/,$/, '') : fixed;
  return `${text} ${FILE_SIZE_UNITS[unit]}`;
}
