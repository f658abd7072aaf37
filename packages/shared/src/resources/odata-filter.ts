// The OData `$filter` subset of POST {x}/query (DESIGN "API contract"): eq ne gt ge lt le, and or not,
// parentheses, strings in single quotes with '' as the escaped quote, numbers, dates, true, false and null.
//
// Hand-written rather than taken from npm: @balena/odata-parser 4.3.5 gives `and` and `or` the same precedence
// ("a or b and c" came out as "(a or b) and c") and percent-decodes literals; @odata/parser 0.2.14 reads
// "not (a) or b" as "not (a or b)" and brings 6 MB of dependencies; odata-filter-to-ast 4.0.0 has no `not`.
// A wrong precedence in a filter silently answers the wrong rows, so a small recursive-descent grammar it is.
//
// Grammar (OData 4.01 part 2 §5.1.1 precedence: not binds tighter than and, and tighter than or):
//   expr       = and ( "or" and )*
//   and        = not ( "and" not )*
//   not        = "not" not | primary
//   primary    = "(" expr ")" | comparison
//   comparison = operand [ op operand ]        a bare field means "field eq true"
//   operand    = field | 'string' | number | date | true | false | null

export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export const COMPARE_OPS: readonly CompareOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];

export type FilterValue = string | number | boolean | null;

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; expr: FilterNode }
  | { kind: 'compare'; op: CompareOp; field: string; value: FilterValue };

/** A filter, order_by, select or expand text that is not in the grammar; `position` is the 0-based offset. */
export class ODataSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at ${position}`);
    this.name = 'ODataSyntaxError';
  }
}

/** Limits that keep a hostile filter from costing more than a normal one. */
export const MAX_FILTER_LENGTH = 2000;
export const MAX_FILTER_DEPTH = 16;
export const MAX_FILTER_COMPARISONS = 40;

type Token =
  | { t: '(' | ')' | 'end'; pos: number }
  | { t: 'word'; v: string; pos: number }
  | { t: 'string' | 'date'; v: string; pos: number }
  | { t: 'number'; v: number; pos: number };

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const DATE = /\d{4}-\d{2}-\d{2}/y;
const SPACE = /\s+/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const at = (re: RegExp): string | null => {
    re.lastIndex = i;
    const m = re.exec(text);
    return m ? m[0] : null;
  };
  while (i < text.length) {
    const c = text[i]!;
    const space = at(SPACE);
    if (space) {
      i += space.length;
      continue;
    }
    if (c === '(' || c === ')') {
      tokens.push({ t: c, pos: i });
      i++;
      continue;
    }
    if (c === "'") {
      const start = i;
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new ODataSyntaxError('unterminated string', start);
        const ch = text[i]!;
        if (ch === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
        if (ch === '\u0000') throw new ODataSyntaxError('invalid character', i);
        value += ch;
        i++;
      }
      tokens.push({ t: 'string', v: value, pos: start });
      continue;
    }
    const date = at(DATE);
    if (date && !/[\w.]/.test(text[i + date.length] ?? '')) {
      tokens.push({ t: 'date', v: date, pos: i });
      i += date.length;
      continue;
    }
    const num = at(NUMBER);
    if (num && !/[\w.]/.test(text[i + num.length] ?? '')) {
      const v = Number(num);
      if (!Number.isFinite(v)) throw new ODataSyntaxError('number out of range', i);
      tokens.push({ t: 'number', v, pos: i });
      i += num.length;
      continue;
    }
    const word = at(WORD);
    if (word) {
      tokens.push({ t: 'word', v: word, pos: i });
      i += word.length;
      continue;
    }
    throw new ODataSyntaxError(`unexpected character '${c}'`, i);
  }
  tokens.push({ t: 'end', pos: text.length });
  return tokens;
}

const LITERAL_WORDS: Record<string, FilterValue> = { true: true, false: false, null: null };
const KEYWORDS = new Set(['and', 'or', 'not', ...COMPARE_OPS]);
// "5 lt price" is "price gt 5".
const FLIPPED: Record<CompareOp, CompareOp> = { eq: 'eq', ne: 'ne', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };

type Operand = { field: string } | { value: FilterValue };

/** Parses a `$filter` text into a tree; throws ODataSyntaxError on anything outside the subset. */
export function parseFilter(text: string): FilterNode {
  if (text.length > MAX_FILTER_LENGTH) throw new ODataSyntaxError('filter too long', MAX_FILTER_LENGTH);
  const tokens = tokenize(text);
  let p = 0;
  let comparisons = 0;
  const peek = () => tokens[p]!;
  const isWord = (w: string) => {
    const tok = peek();
    return tok.t === 'word' && tok.v.toLowerCase() === w;
  };

  const expr = (depth: number): FilterNode => {
    if (depth > MAX_FILTER_DEPTH) throw new ODataSyntaxError('filter nested too deeply', peek().pos);
    let left = and(depth);
    while (isWord('or')) {
      p++;
      left = { kind: 'or', left, right: and(depth) };
    }
    return left;
  };
  const and = (depth: number): FilterNode => {
    let left = not(depth);
    while (isWord('and')) {
      p++;
      left = { kind: 'and', left, right: not(depth) };
    }
    return left;
  };
  const not = (depth: number): FilterNode => {
    if (isWord('not')) {
      p++;
      if (depth + 1 > MAX_FILTER_DEPTH) throw new ODataSyntaxError('filter nested too deeply', peek().pos);
      return { kind: 'not', expr: not(depth + 1) };
    }
    return primary(depth);
  };
  const primary = (depth: number): FilterNode => {
    const tok = peek();
    if (tok.t === '(') {
      p++;
      const inner = expr(depth + 1);
      if (peek().t !== ')') throw new ODataSyntaxError("expected ')'", peek().pos);
      p++;
      return inner;
    }
    return comparison();
  };
  const operand = (): Operand => {
    const tok = peek();
    p++;
    switch (tok.t) {
      case 'string':
      case 'date':
      case 'number':
        return { value: tok.v };
      case 'word': {
        const lower = tok.v.toLowerCase();
        if (lower in LITERAL_WORDS) return { value: LITERAL_WORDS[lower]! };
        if (KEYWORDS.has(lower)) throw new ODataSyntaxError(`unexpected '${tok.v}'`, tok.pos);
        return { field: tok.v };
      }
      default:
        throw new ODataSyntaxError(tok.t === 'end' ? 'unexpected end' : `unexpected '${tok.t}'`, tok.pos);
    }
  };
  const comparison = (): FilterNode => {
    const start = peek().pos;
    if (++comparisons > MAX_FILTER_COMPARISONS) throw new ODataSyntaxError('too many comparisons', start);
    const left = operand();
    const opTok = peek();
    const op =
      opTok.t === 'word' && (COMPARE_OPS as readonly string[]).includes(opTok.v.toLowerCase())
        ? (opTok.v.toLowerCase() as CompareOp)
        : null;
    if (!op) {
      // OData allows a boolean member on its own: "isactive and not isdefault".
      if ('field' in left) return { kind: 'compare', op: 'eq', field: left.field, value: true };
      throw new ODataSyntaxError('expected a comparison operator', opTok.pos);
    }
    p++;
    const right = operand();
    if ('field' in left && 'value' in right)
      return { kind: 'compare', op, field: left.field, value: right.value };
    if ('value' in left && 'field' in right) {
      return { kind: 'compare', op: FLIPPED[op], field: right.field, value: left.value };
    }
    throw new ODataSyntaxError('a comparison needs one field and one value', start);
  };

  if (peek().t === 'end') throw new ODataSyntaxError('empty filter', 0);
  const tree = expr(0);
  if (peek().t !== 'end') throw new ODataSyntaxError('unexpected text after the filter', peek().pos);
  return tree;
}

export type OrderByItem = { field: string; dir: 1 | -1 };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_ORDER_BY = 5;
export const MAX_FIELD_LIST = 60;

/** `order_by`: "name asc, id desc" (direction optional, asc by default). */
export function parseOrderBy(text: string): OrderByItem[] {
  const items = splitList(text, MAX_ORDER_BY);
  return items.map(({ part, pos }) => {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(part);
    if (!m) throw new ODataSyntaxError('expected "field [asc|desc]"', pos);
    return { field: m[1]!, dir: m[2]?.toLowerCase() === 'desc' ? -1 : 1 };
  });
}

/** `select` and `expand`: "id,name". */
export function parseFieldList(text: string): string[] {
  return splitList(text, MAX_FIELD_LIST).map(({ part, pos }) => {
    if (!NAME.test(part)) throw new ODataSyntaxError('expected a field name', pos);
    return part;
  });
}

function splitList(text: string, max: number): { part: string; pos: number }[] {
  const out: { part: string; pos: number }[] = [];
  let pos = 0;
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (!part) throw new ODataSyntaxError('empty item', pos);
    out.push({ part, pos: pos + raw.indexOf(part) });
    pos += raw.length + 1;
  }
  if (out.length > max) throw new ODataSyntaxError('too many items', text.length);
  return out;
}
