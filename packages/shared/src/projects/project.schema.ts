// A project (spec 01 §2 /projects, spec 02 §3 "Order and project", DESIGN module 'projects'): a heading of at most 30
// characters over a customer's job that spans several orders, with a status from the tenant's project status list,
// dates, a budget and an hour estimate. Its dashboard sums its orders. The API and the forms share these rules.
import { z } from 'zod';
import { SERVER_OWNED_FIELDS, savedBackShape } from '../resources/define-resource';
import { optionalField } from '../validation/field';
import { discount } from '../validation/number.rules';
import {
  idValue,
  optionalDate,
  optionalDecimalInRange,
  optionalId,
  optionalMoney,
  optionalText,
  recordListSchema,
  requiredText,
  versionField,
  statusNumber,
} from '../validation/record-inputs';
import { maxCharactersMessage } from '../validation/messages';

/** Permission keys of module 'projects' (spec 01 §6: {module}_{action}). */
export const PROJECT_PERMISSIONS = {
  view: 'projects_view',
  add: 'projects_add',
  edit: 'projects_edit',
  delete: 'projects_delete',
} as const;

/** spec 02 §5 / §9: a project heading has at most 30 characters. */
export const PROJECT_NAME_MAX = 30;

/** Field error messages of the project rules (translation keys in section 'projects', prefixed 'error_'). */
export const PROJECT_ERRORS = {
  unknownStatus: 'unknownStatus',
  endBeforeStart: 'endBeforeStart',
  inactiveResponsible: 'inactiveResponsible',
} as const;

const projectFields = {
  name: requiredText(PROJECT_NAME_MAX),
  customer_id: optionalId(),
  responsible_id: optionalId(),
  // A form's empty choice ('') means "the list's default" on create and "unchanged" on update.
  status: z.union([statusNumber(), z.literal('').transform(() => undefined)], 'invalidNumber').optional(),
  startdate: optionalDate(),
  enddate: optionalDate(),
  budget: optionalMoney(),
  hoursestimate: optionalDecimalInRange(0, 99_999_999),
  description: optionalText(4000),
  // The earning_and_discounts tab: discounts on hours and on materials for the project's work (spec 01 §5: 0-100).
  hourdiscount: optionalField(discount()),
  materialdiscount: optionalField(discount()),
  isactive: z.boolean('invalidData').optional(),
};

function endNotBeforeStart(
  body: { startdate?: string | null; enddate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (body.startdate && body.enddate && body.enddate < body.startdate) {
    ctx.addIssue({ code: 'custom', path: ['enddate'], message: PROJECT_ERRORS.endBeforeStart });
  }
}

/** The earning_and_discounts tab's form: the two discounts alone. */
export const projectDiscountSchema = z
  .object({ hourdiscount: projectFields.hourdiscount, materialdiscount: projectFields.materialdiscount })
  .strict();

/** Body of POST projects. Unknown fields are refused. */
export const projectCreateSchema = z.object(projectFields).strict().superRefine(endNotBeforeStart);

/** Fields a GET answers that no client sets: sent back on PUT they are ignored (issue 7 "Saving back"). */
export const PROJECT_DERIVED_FIELDS = [
  ...SERVER_OWNED_FIELDS,
  'projectnumber',
  'customername',
  'responsiblename',
  'statusname',
  'ordercount',
] as const;

/** Body of PUT projects/{id}: any subset of the fields plus the version read. */
export const projectUpdateSchema = z
  .object(projectFields)
  .partial()
  .extend({ version: versionField, id: z.number().optional(), ...savedBackShape(PROJECT_DERIVED_FIELDS) })
  .strict();

export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectValues = z.output<typeof projectCreateSchema>;
export type ProjectUpdateValues = z.output<typeof projectUpdateSchema>;

export const PROJECT_SORT_FIELDS = [
  'id',
  'projectnumber',
  'name',
  'customername',
  'responsiblename',
  'status',
  'startdate',
  'enddate',
  'budget',
  'isactive',
  'createdon',
  'updatedon',
] as const;

export const PROJECT_MATCH_FIELDS = ['isactive', 'customer_id', 'responsible_id', 'status'] as const;
export const PROJECT_DEFAULT_SORT = { projectnumber: -1 } as const;

export const projectListSchema = recordListSchema({
  sortable: PROJECT_SORT_FIELDS,
  matchable: PROJECT_MATCH_FIELDS,
});

/** Body of POST projects/get_active: active projects (of one customer), plus the ids asked for. */
export const projectGetActiveSchema = z
  .object({
    ids: z.array(idValue, 'invalidData').max(1000, 'invalidData').optional(),
    customer_id: idValue.optional(),
  })
  .strict();

/** A project as the API answers it. Money and hours as decimal strings ('1234.50'). */
export type Project = {
  id: number;
  projectnumber: number;
  name: string;
  customer_id: number | null;
  customername: string | null;
  responsible_id: number | null;
  responsiblename: string | null;
  status: number;
  statusname: string | null;
  startdate: string | null;
  enddate: string | null;
  budget: string | null;
  hoursestimate: string | null;
  description: string | null;
  hourdiscount: string | null;
  materialdiscount: string | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};

/**
 * The project dashboard (issue 7): its orders summed. Decimal strings. `hours` is null until the hours module logs
 * hours on orders.
 */
export type ProjectDashboard = {
  ordercount: number;
  openordercount: number;
  budget: string | null;
  orderbudget: string;
  net: string;
  cost: string;
  margin: string;
  marginpercent: string | null;
  /** Budget less net of the lines; null without a budget. */
  remaining: string | null;
  hoursestimate: string | null;
  /** Hours logged on the project's orders (issue 9); null when none. */
  hours: string | null;
  /** Their cost and sales value (issue 9); null when no hours are logged. */
  hourscost?: string | null;
  hourssales?: string | null;
};

/** Body of POST project_reports/list and budget_reports/list (budget against actual per project). */
export const projectReportSchema = z
  .object({
    customer_id: idValue.optional(),
    responsible_id: idValue.optional(),
    status: statusNumber().optional(),
    /** Projects running in the period (start on or before `to`, end on or after `from` or open). */
    from: optionalDate(),
    to: optionalDate(),
    search: z.string().max(200, maxCharactersMessage(200)).optional(),
    includeinactive: z.boolean('invalidData').optional(),
  })
  .strict();
export type ProjectReportInput = z.output<typeof projectReportSchema>;

/** Query of GET project_reports/export and budget_reports/export: the same filters as text, plus the language. */
export const projectReportQuerySchema = z
  .object({
    customer_id: z.coerce.number('invalidData').pipe(idValue).optional(),
    responsible_id: z.coerce.number('invalidData').pipe(idValue).optional(),
    status: z.coerce.number('invalidNumber').pipe(statusNumber()).optional(),
    from: optionalDate(),
    to: optionalDate(),
    search: z.string().max(200, maxCharactersMessage(200)).optional(),
    includeinactive: z.enum(['true', 'false'], 'invalidData').optional(),
    language: z.enum(['en', 'no', 'po', 'sw'], 'invalidData').optional(),
  })
  .strict();

/** One row of the project report: budget against actual. */
export type ProjectReportRow = {
  id: number;
  projectnumber: number;
  name: string;
  customername: string | null;
  responsiblename: string | null;
  statusname: string | null;
  startdate: string | null;
  enddate: string | null;
  ordercount: number;
  budget: string | null;
  net: string;
  cost: string;
  margin: string;
  marginpercent: string | null;
  /** Net of the lines in percent of the budget. */
  budgetusedpercent: string | null;
  remaining: string | null;
};
