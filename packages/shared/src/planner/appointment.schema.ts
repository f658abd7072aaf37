// Appointments (spec 01 §2 /appointments, the customer's and the lead's appointment tabs; issue 7): a meeting with
// a customer or a lead, of a meeting type and status (settings lists meetingtypes, meetingstatuses), held by a
// responsible employee. They show in the resource planner on the responsible's row.
import { z } from 'zod';
import { typeError } from '../validation/field';
import { optionalString } from '../validation/text.rules';
import { isoDateTime } from './calendar-event.schema';
import { PLANNER_ERRORS } from './planner.rules';
import { maxCharactersMessage } from '../validation/messages';
import { listPage } from '../validation/record-inputs';

const id = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);
const optionalId = () => id('invalidData').nullable().optional();

/** Maximum length of an appointment's texts: the server's rule and the form's limit and counter. */
export const APPOINTMENT_TEXT_MAX = { subject: 200, place: 500, notes: 4000 } as const;

const fields = {
  customer_id: optionalId(),
  lead_id: optionalId(),
  contact_id: optionalId(),
  meetingtype_id: optionalId(),
  meetingstatus_id: optionalId(),
  responsible_id: id('required'),
  start: isoDateTime(),
  end: isoDateTime(),
  subject: optionalString(APPOINTMENT_TEXT_MAX.subject).optional(),
  place: optionalString(APPOINTMENT_TEXT_MAX.place).optional(),
  notes: optionalString(APPOINTMENT_TEXT_MAX.notes).optional(),
};

type Shape = {
  customer_id?: number | null;
  lead_id?: number | null;
  start?: string;
  end?: string;
};

function check(body: Shape, ctx: z.RefinementCtx, creating: boolean) {
  if (body.start && body.end && Date.parse(body.end) <= Date.parse(body.start)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: PLANNER_ERRORS.endBeforeStart });
  }
  // An appointment is with a customer or with a lead: exactly one of them.
  if (creating && !body.customer_id && !body.lead_id) {
    ctx.addIssue({ code: 'custom', path: ['customer_id'], message: 'required' });
  }
  if (body.customer_id && body.lead_id) {
    ctx.addIssue({ code: 'custom', path: ['lead_id'], message: PLANNER_ERRORS.customerOrLead });
  }
}

/** POST appointments. */
export const appointmentCreateSchema = z
  .object(fields)
  .strict()
  .superRefine((b, ctx) => check(b, ctx, true));
export type AppointmentCreateInput = z.infer<typeof appointmentCreateSchema>;

/** PUT appointments/{id}: the whole form with the version read; server-owned fields of a GET are ignored. */
export const appointmentUpdateSchema = z
  .object({
    ...fields,
    version: id('required'),
    id: z.unknown().optional(),
    customername: z.unknown().optional(),
    leadname: z.unknown().optional(),
    contactname: z.unknown().optional(),
    meetingtypename: z.unknown().optional(),
    meetingstatusname: z.unknown().optional(),
    responsiblename: z.unknown().optional(),
    createdby: z.unknown().optional(),
    createdon: z.unknown().optional(),
    updatedon: z.unknown().optional(),
    isactive: z.unknown().optional(),
  })
  .strict()
  .superRefine((b, ctx) => check(b, ctx, true));
export type AppointmentUpdateInput = z.infer<typeof appointmentUpdateSchema>;

/** POST appointments/list: match on customer, lead, responsible or status, an optional time window, paging. */
export const appointmentListSchema = z
  .object({
    match: z
      .object({
        customer_id: id('invalidData').optional(),
        lead_id: id('invalidData').optional(),
        responsible_id: id('invalidData').optional(),
        meetingstatus_id: id('invalidData').optional(),
      })
      .strict()
      .optional(),
    from: isoDateTime().optional(),
    to: isoDateTime().optional(),
    search: z.string(typeError('invalidData')).max(200, maxCharactersMessage(200)).optional(),
    ...listPage(1000),
  })
  .strict();
export type AppointmentListInput = z.infer<typeof appointmentListSchema>;

export type Appointment = {
  id: number;
  customer_id: number | null;
  lead_id: number | null;
  contact_id: number | null;
  meetingtype_id: number | null;
  meetingstatus_id: number | null;
  responsible_id: number;
  start: string;
  end: string;
  subject: string | null;
  place: string | null;
  notes: string | null;
  version: number;
  customername: string | null;
  leadname: string | null;
  contactname: string | null;
  meetingtypename: string | null;
  meetingstatusname: string | null;
  responsiblename: string | null;
  createdon: string;
  updatedon: string;
};
