// Bodies of the calendar event calls of the resource planner (issue 7, spec 02 §5 "Equipment, rental, projects,
// calendar"). The server parses with these and the event dialog builds its form from them.
import { z } from 'zod';
import { typeError } from '../validation/field';
import { optionalString, requiredString } from '../validation/text.rules';
import { PLANNER_ERRORS } from './planner.rules';
import { listPage } from '../validation/record-inputs';

const id = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);

/** An ISO date-time with an offset ('2026-06-01T08:00:00+02:00' or '...Z'). */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true, error: (issue) => (issue.input == null ? 'required' : 'invalidDate') });

/** An event is at most 31 days long: a longer one is a typing error, not a plan. */
const MAX_EVENT_MS = 31 * 86_400_000;

function checkTimes(body: { start?: string; end?: string }, ctx: z.RefinementCtx) {
  if (!body.start || !body.end) return;
  const ms = Date.parse(body.end) - Date.parse(body.start);
  if (ms <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: PLANNER_ERRORS.endBeforeStart });
  else if (ms > MAX_EVENT_MS) ctx.addIssue({ code: 'custom', path: ['end'], message: 'invalidData' });
}

const eventFields = {
  order_id: id('invalidData').nullable().optional(),
  user_id: id('required'),
  start: isoDateTime(),
  end: isoDateTime(),
  title: requiredString(200),
  description: optionalString(4000).optional(),
};

/** POST calendarevents {order_id?, user_id, start, end, title, description?}. */
export const calendarEventCreateSchema = z.object(eventFields).strict().superRefine(checkTimes);
export type CalendarEventCreateInput = z.infer<typeof calendarEventCreateSchema>;

/**
 * PUT calendarevents/{id}: any of the fields with the version read (a stale one is 412). The server-owned fields a
 * GET answers (id, names, createdon ...) are ignored, so a record read can be sent back with changes (issue 7).
 */
export const calendarEventUpdateSchema = z
  .object({
    order_id: eventFields.order_id,
    user_id: id('invalidData').optional(),
    start: isoDateTime().optional(),
    end: isoDateTime().optional(),
    title: requiredString(200).optional(),
    description: eventFields.description,
    version: id('required'),
    id: z.unknown().optional(),
    username: z.unknown().optional(),
    ordernumber: z.unknown().optional(),
    orderdescription: z.unknown().optional(),
    customername: z.unknown().optional(),
    createdby: z.unknown().optional(),
    createdon: z.unknown().optional(),
    updatedon: z.unknown().optional(),
    isactive: z.unknown().optional(),
    editable: z.unknown().optional(),
  })
  .strict()
  .superRefine(checkTimes);
export type CalendarEventUpdateInput = z.infer<typeof calendarEventUpdateSchema>;

/**
 * POST calendarevents/list: the events overlapping [from, to) (the planner's visible window), optionally of one
 * employee or one order, sorted by start.
 */
/** Most days one order's event list may span (its event tab: a year back and a year and a month ahead). */
export const ORDER_WINDOW_DAYS = 800;

export const calendarEventListSchema = z
  .object({
    from: isoDateTime(),
    to: isoDateTime(),
    match: z
      .object({ user_id: id('invalidData').optional(), order_id: id('invalidData').optional() })
      .strict()
      .optional(),
    ...listPage(2000),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.from && body.to && Date.parse(body.to) <= Date.parse(body.from)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: PLANNER_ERRORS.endBeforeStart });
    }
    // A window of more than about a year is not a planner view. One order's events (its event tab asks a year
    // back and ahead) are few: that list may span more (issue 12: the tab answered 400 and showed a raw toast).
    const span = body.from && body.to ? Date.parse(body.to) - Date.parse(body.from) : 0;
    if (span > (body.match?.order_id ? ORDER_WINDOW_DAYS : 400) * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalidData' });
    }
  });
export type CalendarEventListInput = z.infer<typeof calendarEventListSchema>;

/**
 * POST calendarevents/plan_order: an unassigned order dropped on an employee at a time. The employee becomes the
 * order's responsible (or a participant when it has one) and gets the event, in one transaction.
 */
export const planOrderSchema = z
  .object({
    order_id: id('required'),
    user_id: id('required'),
    start: isoDateTime(),
    end: isoDateTime(),
    title: requiredString(200).optional(),
  })
  .strict()
  .superRefine(checkTimes);
export type PlanOrderInput = z.infer<typeof planOrderSchema>;

/** A calendar event as the API answers it. */
export type CalendarEvent = {
  id: number;
  order_id: number | null;
  user_id: number;
  start: string;
  end: string;
  title: string;
  description: string | null;
  version: number;
  username: string | null;
  ordernumber: number | null;
  customername: string | null;
  createdby: number | null;
  createdon: string;
  updatedon: string;
};

/**
 * Another employee's event seen without resourceplanner_view_othersevent: a busy block with the time only, so the
 * planner can still show that the employee is taken (decision: docs/pending/planner.md).
 */
export type BusyBlock = { id: number; user_id: number; start: string; end: string; busy: true };

/** An order waiting in the planner's side panel (no responsible yet). */
export type UnassignedOrder = {
  id: number;
  ordernumber: number;
  description: string | null;
  customername: string | null;
  startdate: string | null;
  enddate: string | null;
  deadlinedate: string | null;
};
