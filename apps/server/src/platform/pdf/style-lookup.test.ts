import { describe, expect, it } from 'vitest';
import { getProperty, getStyleProperty } from './style-lookup';

type Entry = string | Record<string, unknown>;

function stack(overrides: Entry[], memo = false) {
  const s = {
    styleDictionary: {
      heading: { bold: true, fontSize: 11, extends: 'base' },
      base: { color: '#285a84', extends: 'heading' }, // a cycle: read once, never loops
      muted: { color: '#555555' },
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1a1a1a' },
    styleOverrides: overrides,
    _memo: memo ? new Map<string, unknown>() : undefined,
    getProperty(p: string): unknown {
      return getProperty.call(s, p);
    },
  };
  return s;
}

describe('style lookup (what pdfmake asks for every word)', () => {
  it("answers the word's own value first, then its named styles from the last, then the stack from the top, then the default style", () => {
    const s = stack([{ fontSize: 8 }, 'heading', { italics: true }]);
    expect(getStyleProperty({ text: 'a', color: 'red' }, s, 'color', 'black')).toBe('red');
    expect(getStyleProperty({ text: 'a', style: ['heading', 'muted'] }, s, 'color', 'black')).toBe('#555555');
    expect(getStyleProperty({ text: 'a', style: 'muted' }, s, 'fontSize', 12)).toBe(11);
    expect(getStyleProperty({ text: 'a' }, s, 'bold', false)).toBe(true);
    expect(getStyleProperty({ text: 'a' }, s, 'color', 'black')).toBe('#285a84');
    expect(getStyleProperty({ text: 'a' }, s, 'font', 'Helvetica')).toBe('Roboto');
    expect(getStyleProperty({ text: 'a' }, s, 'decoration', null)).toBe(null);
  });

  it('skips empty values (null) down to the next that has one, and uses the default without a stack', () => {
    const s = stack([{ color: '#000000' }, { color: null }]);
    expect(getStyleProperty({ text: 'a', color: undefined }, s, 'color', 'black')).toBe('#000000');
    expect(getStyleProperty({ text: 'a' }, undefined, 'color', 'black')).toBe('black');
  });

  it('gives the same answers while it remembers them for the words of one text', () => {
    const entries: Entry[] = [{ fontSize: 8 }, 'heading', { color: null }];
    const plain = stack(entries);
    const remembering = stack(entries, true);
    for (const p of ['fontSize', 'bold', 'color', 'font', 'link', 'fontSize', 'color'])
      expect(getStyleProperty({ text: 'x' }, remembering, p, 'd')).toBe(
        getStyleProperty({ text: 'x' }, plain, p, 'd'),
      );
  });
});
