import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../tenants/modules';
import { validation } from '../translations/sections/validation';
import { LITERAL_MESSAGES, VALIDATION_KEYS, isMessageKey, validationMessageKey } from './messages';

describe('validation messages', () => {
  it('have a text in every language for every key', () => {
    for (const key of VALIDATION_KEYS) {
      const text = (validation as Record<string, Record<string, string>>)[key];
      expect(text, key).toBeDefined();
      for (const lang of LANGUAGES) expect(text[lang], `${key}.${lang}`).toMatch(/\S/);
    }
  });

  it('have no texts for keys the rules never use', () => {
    expect(Object.keys(validation).sort()).toEqual([...VALIDATION_KEYS].sort());
  });

  it('are translated, not copies of the English text', () => {
    for (const key of VALIDATION_KEYS) {
      const { en, no, po, sw } = validation[key];
      expect(new Set([en, no, po, sw]).size, key).toBeGreaterThan(2);
    }
  });

  it('show the literal form-builder messages in English exactly as the spec words them', () => {
    for (const [key, literal] of Object.entries(LITERAL_MESSAGES)) {
      expect(validation[key as keyof typeof LITERAL_MESSAGES].en).toBe(literal);
    }
  });

  it('map literal messages and keys to their translation keys', () => {
    expect(validationMessageKey('Invalid name')).toBe('invalidName');
    expect(validationMessageKey('Enter columns b/w 1 to 12')).toBe('invalidColumns');
    expect(validationMessageKey('invalidEmail')).toBe('invalidEmail');
    expect(validationMessageKey('Something else')).toBeUndefined();
  });

  it('tell translation keys from free text', () => {
    expect(isMessageKey('required')).toBe(true);
    expect(isMessageKey('Invalid Number')).toBe(true);
    expect(isMessageKey('Invalid input: expected string, received undefined')).toBe(false);
  });
});
