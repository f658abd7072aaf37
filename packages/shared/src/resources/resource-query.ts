// POST {x}/query (DESIGN "API contract", spec 01 §7 Lookups): the body, and its check against the resource's
// definition. Only fields of the definition pass, each value must suit its field's column, and the server then
// binds every value as a SQL parameter: nothing of the filter text ever becomes SQL text.
import { z } from 'zod';
import { hasNoNul, isIsoDate, numberRange, type FieldDef, type ResourceDef } from './define-resource';
import {
  MAX_FILTER_LENGTH,
  ODataSyntaxError,
  parseFieldList,
  parseFilter,
  parseOrderBy,
  type CompareOp,
  type FilterNode,
  type FilterValue,
  type OrderByItem,
} from './odata-filter';
import { maxCharactersMessage } from '../validation/messages';
import { listPage } from '../validation/record-inputs';

/** Rows one query answers at most; lookups are loaded whole, so this is their ceiling too (as get_active). */
export const QUERY_MAX_ROWS = 5000;

const optionalText = (max: number) =>
  z
    .string('invalidData')
    .max(max, maxCharactersMessage(max))
    .refine(hasNoNul, 'invalidData')
    .nullable()
    .optional();

const queryPage = listPage(QUERY_MAX_ROWS);

/** Body of POST {x}/query. `skip` and `limit` are ours: the spec's lookups never need them. */
export const querySchema = z
  .object({
    filter: optionalText(MAX_FILTER_LENGTH),
    order_by: optionalText(500),
    select: optionalText(2000),
    expand: optionalText(500),
    skip: queryPage.skip,
    limit: queryPage.limit,
  })
  .strict();
export type QueryInput = z.infer<typeof querySchema>;

/** The column kind of a field a query may name. */
export type QueryFieldType = FieldDef['type'] | 'id' | 'timestamp';

/** Every field of a resource a query may filter, sort or select on, by its exact name. */
export function queryFields(def: ResourceDef): Map<string, { type: QueryFieldType; def?: FieldDef }> {
  const out = new Map<string, { type: QueryFieldType; def?: FieldDef }>([
    ['id', { type: 'id' }],
    ['isactive', { type: 'boolean' }],
    ['version', { type: 'integer' }],
    ['createdon', { type: 'timestamp' }],
    ['updatedon', { type: 'timestamp' }],
  ]);
  // A secret can be neither filtered on (that would let it be guessed) nor selected.
  for (const [name, f] of Object.entries(def.fields)) if (!f.secret) out.set(name, { type: f.type, def: f });
  return out;
}

/** A field that points at another resource, answered under `key` when a query expands it. */
export type ExpandSpec = { key: string; field: string; ref: string };

/**
 * The expandable fields of a resource: every field with a `ref`. Decision: the expanded row `{id, name}` is
 * answered under the field's name without its trailing 'id' ('customerid' and 'customer_id' -> 'customer'),
 * or under the referenced resource's name when the field has no such ending. `expand` may name either that
 * key or the field itself.
 */
export function expandSpecs(def: ResourceDef): ExpandSpec[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.ref && f.type === 'integer')
    .map(([field, f]) => {
      const stripped = field.replace(/_?id$/i, '');
      const key = stripped && stripped !== field ? stripped : f.ref!;
      return { key, field, ref: f.ref! };
    });
}

export type QueryPart = 'filter' | 'order_by' | 'select' | 'expand';

/** A query part that cannot be answered: a 400 with field `part` and message `messageKey`. */
export class QueryInputError extends Error {
  constructor(
    readonly part: QueryPart,
    readonly messageKey: 'invalidData' | 'unknownField',
    detail: string,
  ) {
    super(detail);
    this.name = 'QueryInputError';
  }
}

export type ResourceQuery = {
  filter?: FilterNode;
  /** Never empty: the definition's default sort when none was asked. The server adds id last. */
  orderBy: OrderByItem[];
  /** Absent: every field. */
  select?: string[];
  expand: ExpandSpec[];
};

const ORDERING: ReadonlySet<CompareOp> = new Set(['gt', 'ge', 'lt', 'le']);
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const MAX_TEXT_VALUE = 1000;

/**
 * Whether `value` may be compared with `op` to a field of this type: the same rules as the column it will be
 * bound against, so the database never sees a value it would refuse (a 500) instead of a clear 400.
 */
export function isValidComparison(
  type: QueryFieldType,
  f: FieldDef | undefined,
  op: CompareOp,
  value: FilterValue,
) {
  if (value === null) return op === 'eq' || op === 'ne';
  switch (type) {
    case 'text':
    case 'time':
    case 'color':
      return typeof value === 'string' && value.length <= MAX_TEXT_VALUE && hasNoNul(value);
    case 'id':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return false;
      const [low, high] = f ? numberRange(f) : [-2_147_483_648, 2_147_483_647];
      // A reference compared with 0 or a negative id simply matches nothing; the column is bigint.
      return f?.ref ? Number.isSafeInteger(value) : value >= low && value <= high;
    }
    case 'decimal':
    case 'money':
      return typeof value === 'number' && Math.abs(value) <= 1e15;
    case 'boolean':
      return typeof value === 'boolean' && !ORDERING.has(op);
    case 'date':
      return typeof value === 'string' && isIsoDate(value);
    case 'timestamp': {
      if (typeof value !== 'string') return false;
      const m = TIMESTAMP.exec(value);
      return m !== null && isIsoDate(m[1]!) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));
    }
    default:
      // Arrays are not compared in this subset.
      return false;
  }
}

function checkFilter(def: ResourceDef, node: FilterNode, fields: ReturnType<typeof queryFields>): void {
  switch (node.kind) {
    case 'and':
    case 'or':
      checkFilter(def, node.left, fields);
      checkFilter(def, node.right, fields);
      return;
    case 'not':
      checkFilter(def, node.expr, fields);
      return;
    case 'compare': {
      const field = fields.get(node.field);
      if (!field) throw new QueryInputError('filter', 'unknownField', `unknown field ${node.field}`);
      if (!isValidComparison(field.type, field.def, node.op, node.value)) {
        throw new QueryInputError('filter', 'invalidData', `${node.field} ${node.op} ${String(node.value)}`);
      }
    }
  }
}

function parsed<T>(part: QueryPart, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof ODataSyntaxError) throw new QueryInputError(part, 'invalidData', e.message);
    throw e;
  }
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** Checks a query body against the definition; throws QueryInputError naming the part at fault. */
export function compileResourceQuery(def: ResourceDef, input: QueryInput): ResourceQuery {
  const fields = queryFields(def);
  const query: ResourceQuery = {
    orderBy: [{ field: def.defaultSort.field, dir: def.defaultSort.dir }],
    expand: [],
  };

  if (present(input.filter)) {
    const filter = parsed('filter', () => parseFilter(input.filter!));
    checkFilter(def, filter, fields);
    query.filter = filter;
  }
  if (present(input.order_by)) {
    const orderBy = parsed('order_by', () => parseOrderBy(input.order_by!));
    for (const o of orderBy) {
      const f = fields.get(o.field);
      if (!f) throw new QueryInputError('order_by', 'unknownField', `unknown field ${o.field}`);
      if (f.type === 'textarray' || f.type === 'idarray' || f.type === 'weekdays') {
        throw new QueryInputError('order_by', 'invalidData', `cannot sort by ${o.field}`);
      }
    }
    query.orderBy = orderBy;
  }
  if (present(input.select) && input.select.trim() !== '*') {
    const select = parsed('select', () => parseFieldList(input.select!));
    for (const s of select) {
      if (!fields.has(s)) throw new QueryInputError('select', 'unknownField', `unknown field ${s}`);
    }
    query.select = [...new Set(select)];
  }
  if (present(input.expand)) {
    const specs = expandSpecs(def);
    for (const name of parsed('expand', () => parseFieldList(input.expand!))) {
      const spec = specs.find((s) => s.key === name || s.field === name);
      if (!spec) throw new QueryInputError('expand', 'unknownField', `cannot expand ${name}`);
      if (!query.expand.includes(spec)) query.expand.push(spec);
    }
  }
  return query;
}
