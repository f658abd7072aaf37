import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteSchema } from '@suite/shared';
import {
  appointmentCreateSchema,
  appointmentListSchema,
  appointmentUpdateSchema,
} from '@suite/shared/planner/appointment.schema';
import {
  calendarEventCreateSchema,
  calendarEventListSchema,
  calendarEventUpdateSchema,
  planOrderSchema,
} from '@suite/shared/planner/calendar-event.schema';
import { forbidden } from '../../platform/errors';
import { inTenant, READ_ONLY, type RouteAccess } from '../../platform/request-context';
import {
  createAppointment,
  deleteAppointments,
  getAppointment,
  listAppointments,
  updateAppointment,
} from './appointments.service';
import {
  createCalendarEvent,
  deleteCalendarEvents,
  getCalendarEvent,
  listCalendarEvents,
  ordersOfUser,
  planOrder,
  plannerEmployees,
  unassignedOrders,
  updateCalendarEvent,
} from './planner.service';
import { maxCharactersMessage } from '@suite/shared/validation/messages';
import { listPage } from '@suite/shared/validation/record-inputs';

const id = () =>
  z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber');
const idParams = z.object({ id: id() });

/**
 * spec 01 §6: reading the planner needs orders view or appointments view (as its menu entry); writing an event needs
 * resourceplanner_{action}. Writes are refused to read-only users (role 3): a technician sees the plan, the office
 * plans (decision: docs/pending/planner.md).
 */
const PLANNER_VIEW = ['resourceplanner_view', 'orders_view', 'appointments_view'];
const plannerAccess = (action: 'view' | 'add' | 'edit' | 'delete'): { access: RouteAccess } =>
  action === 'view'
    ? { access: { permission: PLANNER_VIEW } }
    : { access: { permission: `resourceplanner_${action}`, write: true } };
const appointmentAccess = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: { permission: `appointments_${action}`, write: action !== 'view' },
});

const unassignedSchema = z
  .object({
    search: z.string('invalidData').max(200, maxCharactersMessage(200)).optional(),
    limit: listPage(200).limit,
  })
  .strict();

/** The resource planner's calendar events and the appointments (issue 7, spec 02 §5 "calendar"). */
export async function plannerRoutes(app: FastifyInstance) {
  // spec 01 §2: the resource planner and appointments are modules a tenant can switch off; their calls are then
  // refused like their routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (!s) return;
    const url = request.url.toLowerCase();
    const module = url.startsWith('/api/calendarevents')
      ? 'resourceplanner'
      : url.startsWith('/api/appointments')
        ? 'appointments'
        : null;
    if (module && !s.user.config.enabledmodules.includes(module)) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendarevents'];
  const base = '/api/calendarevents';

  r.post(
    `${base}/list`,
    { schema: { body: calendarEventListSchema, tags }, config: plannerAccess('view') },
    (request) => inTenant(request, (ctx) => listCalendarEvents(ctx, request.body), READ_ONLY),
  );
  r.get(`${base}/employees`, { schema: { tags }, config: plannerAccess('view') }, (request) =>
    inTenant(request, (ctx) => plannerEmployees(ctx), READ_ONLY),
  );
  r.post(
    `${base}/unassigned_orders`,
    {
      schema: { body: unassignedSchema.optional(), tags },
      config: { access: { permission: 'orders_view' } },
    },
    (request) => inTenant(request, (ctx) => unassignedOrders(ctx, request.body ?? {}), READ_ONLY),
  );
  r.get(
    `${base}/orders_of_user/:id`,
    { schema: { params: idParams, tags }, config: plannerAccess('view') },
    (request) => inTenant(request, (ctx) => ordersOfUser(ctx, request.params.id), READ_ONLY),
  );
  r.post(
    `${base}/plan_order`,
    { schema: { body: planOrderSchema, tags }, config: plannerAccess('add') },
    (request) => inTenant(request, (ctx) => planOrder(ctx, request.body)),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: plannerAccess('view') }, (request) =>
    inTenant(request, (ctx) => getCalendarEvent(ctx, request.params.id), READ_ONLY),
  );
  r.post(
    base,
    { schema: { body: calendarEventCreateSchema, tags }, config: plannerAccess('add') },
    (request) => inTenant(request, (ctx) => createCalendarEvent(ctx, request.body)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: calendarEventUpdateSchema, tags }, config: plannerAccess('edit') },
    (request) => inTenant(request, (ctx) => updateCalendarEvent(ctx, request.params.id, request.body)),
  );
  r.delete(base, { schema: { body: deleteSchema, tags }, config: plannerAccess('delete') }, (request) =>
    inTenant(request, (ctx) => deleteCalendarEvents(ctx, request.body.ids)),
  );

  const aTags = ['appointments'];
  const aBase = '/api/appointments';
  r.post(
    `${aBase}/list`,
    { schema: { body: appointmentListSchema, tags: aTags }, config: appointmentAccess('view') },
    (request) => inTenant(request, (ctx) => listAppointments(ctx, request.body), READ_ONLY),
  );
  r.get(
    `${aBase}/:id`,
    { schema: { params: idParams, tags: aTags }, config: appointmentAccess('view') },
    (request) => inTenant(request, (ctx) => getAppointment(ctx, request.params.id), READ_ONLY),
  );
  r.post(
    aBase,
    { schema: { body: appointmentCreateSchema, tags: aTags }, config: appointmentAccess('add') },
    (request) => inTenant(request, (ctx) => createAppointment(ctx, request.body)),
  );
  r.put(
    `${aBase}/:id`,
    {
      schema: { params: idParams, body: appointmentUpdateSchema, tags: aTags },
      config: appointmentAccess('edit'),
    },
    (request) => inTenant(request, (ctx) => updateAppointment(ctx, request.params.id, request.body)),
  );
  r.delete(
    aBase,
    { schema: { body: deleteSchema, tags: aTags }, config: appointmentAccess('delete') },
    (request) => inTenant(request, (ctx) => deleteAppointments(ctx, request.body.ids)),
  );
}
