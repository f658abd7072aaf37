import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_DEPTH,
  ODataSyntaxError,
  parseFieldList,
  parseFilter,
  parseOrderBy,
  type FilterNode,
} from './odata-filter';

/** The tree as a compact text with full parentheses, so precedence is visible in the expectation. */
function show(n: FilterNode): string {
  switch (n.kind) {
    case 'and':
    case 'or':
      return `(${show(n.left)} ${n.kind} ${show(n.right)})`;
    case 'not':
      return `not ${show(n.expr)}`;
    case 'compare':
      return `${n.field} ${n.op} ${JSON.stringify(n.value)}`;
  }
}
const parsed = (text: string) => show(parseFilter(text));

describe('the OData filter subset', () => {
  it('reads every comparison operator', () => {
    expect(parsed("name eq 'A'")).toBe('name eq "A"');
    for (const op of ['ne', 'gt', 'ge', 'lt', 'le']) expect(parsed(`price ${op} 10`)).toBe(`price ${op} 10`);
  });

  it('binds and tighter than or, as OData does', () => {
    expect(parsed('a eq 1 or b eq 2 and c eq 3')).toBe('(a eq 1 or (b eq 2 and c eq 3))');
    expect(parsed('a eq 1 and b eq 2 or c eq 3')).toBe('((a eq 1 and b eq 2) or c eq 3)');
  });

  it('lets parentheses override the precedence', () => {
    expect(parsed('(a eq 1 or b eq 2) and c eq 3')).toBe('((a eq 1 or b eq 2) and c eq 3)');
    expect(parsed('((a eq 1))')).toBe('a eq 1');
  });

  it('applies not to the comparison or group right after it', () => {
    expect(parsed('not a eq 1 or b eq 2')).toBe('(not a eq 1 or b eq 2)');
    expect(parsed('not (a eq 1 or b eq 2)')).toBe('not (a eq 1 or b eq 2)');
    expect(parsed('not not a eq 1')).toBe('not not a eq 1');
  });

  it("reads strings with '' as an escaped quote, and keeps everything else in them as text", () => {
    expect(parsed("name eq 'O''Brien'")).toBe('name eq "O\'Brien"');
    expect(parsed("name eq 'x'' or 1=1 --'")).toBe('name eq "x\' or 1=1 --"');
    expect(parsed("name eq 'a and b or not c eq 1'")).toBe('name eq "a and b or not c eq 1"');
    expect(parsed("name eq ''")).toBe('name eq ""');
    expect(parsed("name eq 'Ærlig Øst Å'")).toBe('name eq "Ærlig Øst Å"');
  });

  it('reads numbers, dates, booleans and null', () => {
    expect(parsed('price gt -1.5')).toBe('price gt -1.5');
    expect(parsed('amount le 1e3')).toBe('amount le 1000');
    expect(parsed('validfrom ge 2024-01-31')).toBe('validfrom ge "2024-01-31"');
    expect(parsed('isactive eq true and isdefault eq FALSE')).toBe(
      '(isactive eq true and isdefault eq false)',
    );
    expect(parsed('email eq null')).toBe('email eq null');
  });

  it('accepts keywords in any case and extra spaces', () => {
    expect(parsed("  name  EQ  'A'   AND   NOT  isactive  Eq  false ")).toBe(
      '(name eq "A" and not isactive eq false)',
    );
  });

  it('reads a value on the left by turning the comparison round', () => {
    expect(parsed('5 lt price')).toBe('price gt 5');
    expect(parsed("'A' eq name")).toBe('name eq "A"');
  });

  it('reads a boolean field on its own as "is true"', () => {
    expect(parsed('isactive and not isdefault')).toBe('(isactive eq true and not isdefault eq true)');
  });

  it.each([
    ['an empty filter', ''],
    ['a missing value', 'name eq'],
    ['a dangling and', "name eq 'A' and"],
    ['an unclosed parenthesis', "(name eq 'A'"],
    ['a stray closing parenthesis', "name eq 'A')"],
    ['an unterminated string', "name eq 'A"],
    ['double quotes', 'name eq "A"'],
    ['two fields', 'name eq code'],
    ['two values', '1 eq 1'],
    ['an unknown operator', "name like 'A'"],
    ['a function call', "contains(name, 'A')"],
    ['a SQL comment', "name eq 'A' -- x"],
    ['a semicolon', "name eq 'A'; drop table x"],
    ['a property path', 'customer/name eq 1'],
    ['an in list', 'id in (1, 2)'],
    ['arithmetic', 'price add 1 eq 2'],
    ['a keyword as a field', 'and eq 1'],
    ['a NUL character in a string', "name eq 'a\u0000b'"],
    ['a number that is too large', 'price eq 1e999'],
  ])('refuses %s', (_, text) => {
    expect(() => parseFilter(text)).toThrow(ODataSyntaxError);
  });

  it('refuses filters nested or repeated beyond its limits', () => {
    const deep = `${'('.repeat(MAX_FILTER_DEPTH + 2)}a eq 1${')'.repeat(MAX_FILTER_DEPTH + 2)}`;
    expect(() => parseFilter(deep)).toThrow(ODataSyntaxError);
    expect(() => parseFilter(`${'not '.repeat(MAX_FILTER_DEPTH + 2)}a eq 1`)).toThrow(ODataSyntaxError);
    expect(() => parseFilter(Array.from({ length: 50 }, (_, i) => `a eq ${i}`).join(' or '))).toThrow(
      ODataSyntaxError,
    );
    expect(() => parseFilter(`name eq '${'x'.repeat(3000)}'`)).toThrow(ODataSyntaxError);
  });

  it('says where the error is', () => {
    const text = "name eq 'A' and ( code eq";
    expect(() => parseFilter(text)).toThrow(expect.objectContaining({ position: text.length }));
    expect(() => parseFilter("name eq 'A' and % 1")).toThrow(expect.objectContaining({ position: 16 }));
  });
});

describe('order_by, select and expand', () => {
  it('reads an order with directions, asc by default', () => {
    expect(parseOrderBy('name asc, id DESC')).toEqual([
      { field: 'name', dir: 1 },
      { field: 'id', dir: -1 },
    ]);
    expect(parseOrderBy('name')).toEqual([{ field: 'name', dir: 1 }]);
  });

  it('refuses an order it cannot read', () => {
    for (const bad of ['name sideways', 'name asc desc', 'name,', ', id', 'name; drop', 'a,b,c,d,e,f']) {
      expect(() => parseOrderBy(bad), bad).toThrow(ODataSyntaxError);
    }
  });

  it('reads a list of field names', () => {
    expect(parseFieldList(' id , name ')).toEqual(['id', 'name']);
    for (const bad of ['id,,name', 'id name', 'customer/name', "name'"]) {
      expect(() => parseFieldList(bad), bad).toThrow(ODataSyntaxError);
    }
  });
});
