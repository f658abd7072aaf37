import { describe, expect, it } from 'vitest';
import { languageChoices, languageCookie, languageFromCookie } from './language';

describe('language', () => {
  it('starts in Norwegian when no language was chosen', () => {
    expect(languageFromCookie('')).toBe('no');
    expect(languageFromCookie('sid=abc')).toBe('no');
  });

  it('remembers the language chosen earlier', () => {
    expect(languageFromCookie('sid=abc; language=sw; other=1')).toBe('sw');
  });

  it('ignores a language the product does not have', () => {
    expect(languageFromCookie('language=de')).toBe('no');
  });

  it('keeps the language choice for 35 days', () => {
    const text = languageCookie('po', new Date('2025-01-01T00:00:00Z'));
    expect(text).toContain('language=po');
    expect(text).toContain('expires=Wed, 05 Feb 2025 00:00:00 GMT');
    expect(text).toContain('path=/');
  });

  it("offers the tenant's languages plus the current one", () => {
    expect(languageChoices(['en', 'no'], 'no')).toEqual(['en', 'no']);
    expect(languageChoices(['en', 'no'], 'sw')).toEqual(['en', 'no', 'sw']);
    expect(languageChoices(['po'], 'no')).toEqual(['no', 'po']);
  });

  it('offers every language before sign-in, when the tenant is not known', () => {
    expect(languageChoices(null, 'no')).toEqual(['en', 'no', 'po', 'sw']);
  });
});
