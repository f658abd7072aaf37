import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../tenants/modules';
import { validation } from '../translations/sections/validation';
import {
  LITERAL_MESSAGES,
  VALIDATION_KEYS,
  isMessageKey,
  maxCharactersMessage,
  messageWith,
  parseMessage,
  rangeMessage,
  validationMessageKey,
} from './messages';

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

  // issue 12: the messages of limits carry the limit, and every language's text names it.
  it('carry the values of a limit and read them back', () => {
    expect(messageWith('outOfRange', { min: 0, max: 100 })).toBe('outOfRange|min=0|max=100');
    expect(parseMessage('outOfRange|min=-90|max=90.5')).toEqual({
      key: 'outOfRange',
      params: { min: -90, max: 90.5 },
    });
    expect(parseMessage('required')).toEqual({ key: 'required' });
    expect(parseMessage('Something | else')).toEqual({ key: 'Something | else' });
    expect(maxCharactersMessage(100)).toBe('maxCharacters|max=100');
    expect(rangeMessage(0, 100)).toBe('outOfRange|min=0|max=100');
    expect(rangeMessage(0, 999_999_999_999)).toBe('minValue|min=0');
    expect(rangeMessage(undefined, 24)).toBe('maxValue|max=24');
    expect(isMessageKey('outOfRange|min=0|max=100')).toBe(true);
  });

  it('name the limit in every language', () => {
    const named = {
      maxCharacters: ['max'],
      outOfRange: ['min', 'max'],
      minValue: ['min'],
      maxValue: ['max'],
    };
    for (const [key, params] of Object.entries(named)) {
      for (const lang of LANGUAGES) {
        const text = (validation as Record<string, Record<string, string>>)[key]![lang]!;
        for (const param of params) expect(text, `${key}.${lang}`).toContain(`{{${param}}}`);
      }
    }
  });
});
