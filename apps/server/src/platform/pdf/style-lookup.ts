import { createRequire } from 'node:module';

// pdfmake asks its style stack about 20 properties (font, bold, size, colour, decoration, link ...) for every word
// it measures, and every question pushes the word on the stack, makes two closures and a Set, walks the stack and
// pops again: in the 20-page checklist report the largest part of the layout's time and much of its garbage.
// The two functions below give the same answers (the word's own value, then its named styles from the last, then
// the stack from the top, then the default style) without pushing anything or allocating, and while a text's words
// are built the stack's answers are remembered.

type Style = Record<string, unknown> & { extends?: string | string[] };
type Stack = {
  styleDictionary: Record<string, Style | undefined>;
  defaultStyle?: Record<string, unknown>;
  styleOverrides?: unknown[];
  /** Answers already given while the stack cannot change (the words of one text being measured). */
  _memo?: Map<string, unknown>;
};

const isValue = (v: unknown) => v !== undefined && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string' || v instanceof String;

/** A property of a named style or of the styles it extends (the last first); a style met twice is not read again. */
function fromNamedStyle(
  dictionary: Stack['styleDictionary'],
  name: string,
  property: string,
  visited?: Set<string>,
): unknown {
  if (visited?.has(name)) return undefined;
  const style = dictionary[name];
  if (!style) return undefined;
  if (isValue(style[property])) return style[property];
  if (!style.extends) return undefined;
  const seen = visited ?? new Set<string>();
  seen.add(name);
  const parents = Array.isArray(style.extends) ? style.extends : [style.extends];
  for (let i = parents.length - 1; i >= 0; i--) {
    const value = fromNamedStyle(dictionary, parents[i]!, property, seen);
    if (isValue(value)) return value;
  }
  return undefined;
}

/** One entry of the stack: a style name or an object of overrides. */
function fromEntry(dictionary: Stack['styleDictionary'], entry: unknown, property: string): unknown {
  return isString(entry)
    ? fromNamedStyle(dictionary, String(entry), property)
    : (entry as Record<string, unknown>)[property];
}

export function getProperty(this: Stack, property: string): unknown {
  const memo = this._memo;
  if (!memo) return walk(this, property);
  if (memo.has(property)) return memo.get(property);
  const value = walk(this, property);
  memo.set(property, value);
  return value;
}

function walk(stack: Stack, property: string): unknown {
  const overrides = stack.styleOverrides;
  if (overrides) {
    for (let i = overrides.length - 1; i >= 0; i--) {
      const value = fromEntry(stack.styleDictionary, overrides[i], property);
      if (isValue(value)) return value;
    }
  }
  return stack.defaultStyle && stack.defaultStyle[property];
}

export function getStyleProperty(
  item: Record<string, unknown> | string,
  stack: (Stack & { getProperty(p: string): unknown }) | undefined,
  property: string,
  defaultValue: unknown,
): unknown {
  const own = (item as Record<string, unknown>)[property];
  if (isValue(own)) return own;
  if (!stack) return defaultValue;
  // What pdfmake's auto-push would have put above the stack: the item's named styles (the item itself has no
  // value, checked above); nothing for a string or a section.
  if (!isString(item) && item.section === undefined && item.style) {
    const names = Array.isArray(item.style) ? (item.style as unknown[]) : [item.style];
    for (let i = names.length - 1; i >= 0; i--) {
      const value = fromEntry(stack.styleDictionary, names[i], property);
      if (isValue(value)) return value;
    }
  }
  const value = stack.getProperty(property);
  return isValue(value) ? value : defaultValue;
}

type Font = { lineHeight(size: number): number };
type Word = Record<string, unknown> & { text: string; font?: Font; fontSize?: number };
type TextInlinesLike = {
  pdfDocument: { provideFont(font: unknown, bold: unknown, italics: unknown): Font };
  widthOfText(text: string, inline: Word): number;
};

/** The keys a word has before it is measured when nothing but the stack styles it (pdfmake's TextBreaker). */
const PLAIN_WORD_KEYS = new Set(['text', 'lineEnd', 'noNewLine', 'leadingCut', 'leadingIndent']);
const isPlainWord = (word: Word): boolean => {
  for (const key in word) if (!PLAIN_WORD_KEYS.has(key)) return false;
  return true;
};

const LEADING = /^(\s)+/g;
const TRAILING = /(\s)+$/g;

/** The style pdfmake's TextInlines.measure gives a word (its defaults as there). */
export function wordStyle(self: TextInlinesLike, word: Word, stack: Stack | undefined) {
  const st = stack as Parameters<typeof getStyleProperty>[1];
  return {
    font: self.pdfDocument.provideFont(
      getStyleProperty(word, st, 'font', 'Roboto'),
      getStyleProperty(word, st, 'bold', false),
      getStyleProperty(word, st, 'italics', false),
    ),
    alignment: getStyleProperty(word, st, 'alignment', 'left'),
    fontSize: getStyleProperty(word, st, 'fontSize', 12) as number,
    fontFeatures: getStyleProperty(word, st, 'fontFeatures', null),
    characterSpacing: getStyleProperty(word, st, 'characterSpacing', 0),
    color: getStyleProperty(word, st, 'color', 'black'),
    decoration: getStyleProperty(word, st, 'decoration', null),
    decorationColor: getStyleProperty(word, st, 'decorationColor', null),
    decorationStyle: getStyleProperty(word, st, 'decorationStyle', null),
    decorationThickness: getStyleProperty(word, st, 'decorationThickness', null),
    background: getStyleProperty(word, st, 'background', null),
    link: getStyleProperty(word, st, 'link', null),
    linkToPage: getStyleProperty(word, st, 'linkToPage', null),
    linkToDestination: getStyleProperty(word, st, 'linkToDestination', null),
    noWrap: getStyleProperty(word, st, 'noWrap', null),
    opacity: getStyleProperty(word, st, 'opacity', 1),
    sup: getStyleProperty(word, st, 'sup', false),
    sub: getStyleProperty(word, st, 'sub', false),
    lineHeight: getStyleProperty(word, st, 'lineHeight', 1) as number,
    preserveLeadingSpaces: getStyleProperty(word, st, 'preserveLeadingSpaces', false),
    preserveTrailingSpaces: getStyleProperty(word, st, 'preserveTrailingSpaces', false),
  };
}

export type WordStyle = ReturnType<typeof wordStyle>;

type MeasuredFont = {
  widthOfString(text: string, size: number, features?: unknown): number;
  /** An embedded font's parsed font (fontkit's), shared by the documents (shared-fonts.ts). */
  font?: object;
};
const advances = new WeakMap<object, Map<string, number>>();
const ADVANCES_MAX = 50_000;

/**
 * TextInlines.widthOfText with pdfkit's width of a string remembered for the font: pdfkit splits the string at
 * spaces again and shapes every word anew for each document. Its width at size 1000 is the advance it scales
 * (`advance * (size / 1000)`), so the answer is the same number. An embedded font's widths depend on nothing but
 * the parsed font (pdfkit's layout without features), so they are kept for it across documents (bounded: a full
 * cache starts again empty); any other font's for its own object.
 */
function widthOfText(self: TextInlinesLike, text: string, word: Word): number {
  const font = word.font as unknown as MeasuredFont;
  if (word.fontFeatures) return self.widthOfText(text, word);
  const key = font.font ?? font;
  let known = advances.get(key);
  if (!known) advances.set(key, (known = new Map()));
  let advance = known.get(text);
  if (advance === undefined) {
    advance = font.widthOfString(text, 1000);
    if (known.size >= ADVANCES_MAX) known.clear();
    known.set(text, advance);
  }
  return (
    advance * ((word.fontSize as number) / 1000) +
    ((word.characterSpacing as number) || 0) * (text.length - 1)
  );
}

/** One word given its style (what pdfmake's measure does for each word once the style is known). */
export function styleWord(self: TextInlinesLike, word: Word, s: WordStyle): void {
  word.font = s.font;
  word.alignment = s.alignment;
  word.fontSize = s.fontSize;
  word.fontFeatures = s.fontFeatures;
  word.characterSpacing = s.characterSpacing;
  word.color = s.color;
  word.decoration = s.decoration;
  word.decorationColor = s.decorationColor;
  word.decorationStyle = s.decorationStyle;
  word.decorationThickness = s.decorationThickness;
  word.background = s.background;
  word.link = s.link;
  word.linkToPage = s.linkToPage;
  word.linkToDestination = s.linkToDestination;
  word.noWrap = s.noWrap;
  word.opacity = s.opacity;
  word.sup = s.sup;
  word.sub = s.sub;
  if (s.sup || s.sub) word.fontSize = s.fontSize * 0.58;
  word.width = widthOfText(self, word.text, word);
  word.height = s.font.lineHeight(word.fontSize) * s.lineHeight;
  if (!word.leadingCut) word.leadingCut = 0;
  if (!s.preserveLeadingSpaces) {
    const leading = word.text.match(LEADING);
    if (leading) word.leadingCut = (word.leadingCut as number) + widthOfText(self, leading[0], word);
  }
  word.trailingCut = 0;
  if (!s.preserveTrailingSpaces) {
    const trailing = word.text.match(TRAILING);
    if (trailing) word.trailingCut = widthOfText(self, trailing[0], word);
  }
}

/**
 * pdfmake's TextInlines.measure with the same results, but the style of the words nothing but the stack styles
 * (all of them for a text given as a string) is looked up once a text instead of once a word (about 20 lookups).
 * The properties are set one by one in pdfmake's order, so every word keeps the same shape.
 */
export function measureWords(this: TextInlinesLike, words: Word[], stack: Stack | undefined): Word[] {
  if (words.length) {
    const leadingIndent = getStyleProperty(
      words[0]!,
      stack as Parameters<typeof getStyleProperty>[1],
      'leadingIndent',
      0,
    ) as number;
    if (leadingIndent) {
      words[0]!.leadingCut = -leadingIndent;
      words[0]!.leadingIndent = leadingIndent;
    }
  }
  let shared: WordStyle | undefined;
  for (const word of words)
    styleWord(
      this,
      word,
      isPlainWord(word) ? (shared ??= wordStyle(this, word, stack)) : wordStyle(this, word, stack),
    );
  return words;
}

let installed = false;

/** Installs the two lookups on the StyleContextStack pdf.ts's pdfmake uses (once). */
export function installStyleLookup(): void {
  if (installed) return;
  installed = true;
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const StyleContextStack = (
    fromPdfmake('pdfmake/js/StyleContextStack') as {
      default: { prototype: { getProperty: typeof getProperty }; getStyleProperty: typeof getStyleProperty };
    }
  ).default;
  StyleContextStack.prototype.getProperty = getProperty;
  StyleContextStack.getStyleProperty = getStyleProperty;
  // Building a text's words only reads the stack (nothing is pushed or popped, and no entry changes): the answers
  // for the first word hold for the others.
  const TextInlines = (
    fromPdfmake('pdfmake/js/TextInlines') as {
      default: {
        prototype: {
          buildInlines(text: unknown, stack: Stack | undefined): unknown;
          measure: typeof measureWords;
        };
      };
    }
  ).default;
  TextInlines.prototype.measure = measureWords;
  const buildInlines = TextInlines.prototype.buildInlines;
  TextInlines.prototype.buildInlines = function (text, stack) {
    if (!stack || stack._memo) return buildInlines.call(this, text, stack);
    stack._memo = new Map();
    try {
      return buildInlines.call(this, text, stack);
    } finally {
      stack._memo = undefined;
    }
  };
}
