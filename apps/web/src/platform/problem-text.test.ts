import { describe, expect, it } from 'vitest';
import { problemDisplayText, problemMessageText } from './problem-text';

const texts: Record<string, string> = {
  'errors.recordChanged': 'Someone else changed this record',
  'validation.validationIssue': 'Please check the required fields!',
  'errors.inUse': 'It is in use and cannot be deleted.',
  'errors.messagePrefix': 'Melding',
  'errors.noPermission': 'Du har ikke tilgang til å gjøre dette.',
};
const t = (key: string, options?: { defaultValue: string }) => texts[key] ?? options?.defaultValue ?? key;

describe('error texts from the server', () => {
  it('shows the translated text of an error key', () => {
    expect(problemDisplayText(t, 'recordChanged')).toBe('Someone else changed this record');
  });

  it('finds validation keys too', () => {
    expect(problemDisplayText(t, 'validationIssue')).toBe('Please check the required fields!');
  });

  it('shows free text and unknown keys as they are', () => {
    expect(problemDisplayText(t, 'Bad Gateway')).toBe('Bad Gateway');
    expect(problemDisplayText(t, 'someNewKey')).toBe('someNewKey');
  });

  it('shows the text of a key that carries a note for the log ("inUse: products")', () => {
    expect(problemDisplayText(t, 'inUse: product_unit_links')).toBe('It is in use and cannot be deleted.');
    expect(problemDisplayText(t, 'someNewKey: a note')).toBe('someNewKey: a note');
    expect(problemDisplayText(t, 'Upstream: timeout')).toBe('Upstream: timeout');
  });

  it('prefixes a failed call with "Melding:" (no space before the colon) and the translated text, never a raw key', () => {
    expect(problemMessageText(t, 'noPermission')).toBe('Melding: Du har ikke tilgang til å gjøre dette.');
  });
});
