// Calls of the resource planner and appointments (apps/server/src/modules/planner/planner.routes.ts).
import type { Appointment } from '@suite/shared/planner/appointment.schema';
import type { BusyBlock, CalendarEvent, UnassignedOrder } from '@suite/shared/planner/calendar-event.schema';
import { isApiError } from '../../platform/api';
import { api } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { validationText } from '../../platform/form-errors';

export type Employee = { id: number; name: string; initial: string | null };
export type OrderChoice = {
  id: number;
  ordernumber: number;
  description: string | null;
  customername: string | null;
};

export const plannerApi = {
  employees: () => api.get<Employee[]>('calendarevents/employees'),
  events: (from: string, to: string, match?: { user_id?: number; order_id?: number }) =>
    api.post<{ items: (CalendarEvent | BusyBlock)[] }>('calendarevents/list', {
      from,
      to,
      ...(match ? { match } : {}),
    }),
  appointments: (body: Record<string, unknown>) =>
    api.post<{ items: Appointment[]; total?: number }>('appointments/list', body),
  unassigned: (search?: string) =>
    api.post<UnassignedOrder[]>('calendarevents/unassigned_orders', search ? { search } : {}),
  ordersOfUser: (userId: number) => api.get<OrderChoice[]>(`calendarevents/orders_of_user/${userId}`),
  planOrder: (body: { order_id: number; user_id: number; start: string; end: string }) =>
    api.post<CalendarEvent>('calendarevents/plan_order', body),
  create: (body: Record<string, unknown>) => api.post<CalendarEvent>('calendarevents', body),
  update: (id: number, body: Record<string, unknown>) => api.put<CalendarEvent>(`calendarevents/${id}`, body),
  remove: (ids: number[]) => api.del<{ deleted: number }>('calendarevents', { ids }),
};

type T = (key: string, options?: Record<string, unknown>) => string;

/** A planner field message: the planner's own keys ('duplicateEvent' ...), else the validation section's. */
export function plannerMessage(t: T, message: string): string {
  const own = t(`planner.error_${message}`, { defaultValue: '' });
  return own || validationText(t as (k: string, o?: { defaultValue: string }) => string, message);
}

/** The text of a refused call for a snackbar: its first field error, else the problem's detail. */
export function refusalText(t: T, error: unknown): string {
  if (isApiError(error)) {
    const first = error.problem.errors?.[0];
    if (first) return plannerMessage(t, first.message);
    return problemDisplayText(
      t as (k: string, o?: { defaultValue: string }) => string,
      error.problem.detail ?? '',
    );
  }
  return String(error);
}
