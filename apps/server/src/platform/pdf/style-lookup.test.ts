import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { getProperty, getStyleProperty, installStyleLookup, measureWords } from './style-lookup';

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

describe('measuring words (a text’s style looked up once)', () => {
  it('gives every word the same style, width, height and cuts as pdfmake’s own measure', () => {
    installStyleLookup();
    const req = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
    // pdfmake's TextInlines as it ships (a copy of the module loaded past the installed measure).
    const file = req.resolve('pdfmake/js/TextInlines');
    const installed = req.cache[file];
    delete req.cache[file];
    type Measure = (words: Record<string, unknown>[], stack: unknown) => Record<string, unknown>[];
    const Shipped = (req('pdfmake/js/TextInlines') as { default: new (doc: unknown) => { measure: Measure } })
      .default;
    req.cache[file] = installed;
    const StyleContextStack = (
      req('pdfmake/js/StyleContextStack') as {
        default: new (dict: unknown, def: unknown) => { push(x: unknown): void };
      }
    ).default;
    const TextBreaker = (
      req('pdfmake/js/TextBreaker') as {
        default: new () => { getBreaks(t: unknown, s: unknown): Record<string, unknown>[] };
      }
    ).default;
    // A font as pdfkit's: widths scaled from the advance at 1000.
    const fonts = new Map<string, unknown>();
    const doc = {
      provideFont: (font: string, bold: boolean, italics: boolean) => {
        const key = `${font}${bold}${italics}`;
        if (!fonts.has(key))
          fonts.set(key, {
            name: key,
            widthOfString: (t: string, size: number) => t.length * (bold ? 560 : 500) * (size / 1000),
            lineHeight: (size: number) => size * 1.17,
          });
        return fonts.get(key);
      },
    };
    const stack = new StyleContextStack(
      { muted: { color: '#555555', italics: true }, heading: { fontSize: 11, bold: true } },
      { font: 'Roboto', fontSize: 9, color: '#1a1a1a' },
    );
    stack.push({ fontSize: 8.5, lineHeight: 1.15 });
    stack.push('heading');
    const text = [
      '  Filter rengjort / byttet, kontrollert ',
      { text: 'Avvik\nregistrert', style: 'muted', characterSpacing: 0.2 },
      { text: ' sup', sup: true },
      'x',
    ];
    const words = () => new TextBreaker().getBreaks(text, stack);
    const expected = new Shipped(doc).measure(words(), stack);
    const actual = measureWords.call(new Shipped(doc) as never, words() as never, stack as never);
    expect(actual).toEqual(expected);
    expect(expected.length).toBeGreaterThan(6);
  });
});
