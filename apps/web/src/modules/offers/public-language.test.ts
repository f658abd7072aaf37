import { describe, expect, it } from 'vitest';
import { publicLanguage } from './public-language';

describe('the public answer page language', () => {
  it('follows ?lang first, then the browser, then Norwegian', () => {
    expect(publicLanguage('en', ['nb-NO'])).toBe('en');
    expect(publicLanguage(null, ['sv-SE', 'en'])).toBe('sw');
    expect(publicLanguage('xx', ['pl'])).toBe('po');
    expect(publicLanguage(null, ['de-DE', 'en-GB'])).toBe('en');
    expect(publicLanguage(null, ['nn'])).toBe('no');
    expect(publicLanguage(null, [])).toBe('no');
  });
});
