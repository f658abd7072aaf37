import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size-format';
import { INTL_LOCALE } from './locale';

describe('formatFileSize', () => {
  it('shows small files in Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1023)).toBe('1 023 Bytes');
  });

  it('steps up by 1024 through KB, MB, GB and TB', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1.5 * 1024 ** 2)).toBe('1,5 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2,25 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
  });

  it('shows at most two decimals', () => {
    expect(formatFileSize(1234567)).toBe('1,18 MB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1 MB');
  });

  it('stays in TB beyond 1024 TB', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2 048 TB');
  });

  it('shows nothing for missing or negative sizes', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('INTL_LOCALE', () => {
  it('maps the product languages to Intl locales', () => {
    expect(INTL_LOCALE).toEqual({ en: 'en-GB', no: 'nb-NO', po: 'pl-PL', sw: 'sv-SE' });
  });
});
