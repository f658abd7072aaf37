// The order and order line calls (issue 7) and their query keys, under the generic ['resource', name] keys so a
// save anywhere refreshes the lists.
import type {
  ORDER_DATE_FIELDS,
  Order,
  OrderListRow,
  OrderStatusChange,
} from '@suite/shared/orders/order.schema';
import type { Orderline } from '@suite/shared/orders/orderline.schema';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';
import type { ListRequest, ListResponse } from '../settings/resource.types';

export type { Order, OrderListRow, OrderStatusChange, Orderline };

/** POST orders/list beside the list fields: 1 my orders, 2 unassigned, 0 all; periods on the order's dates. */
export type OrderListBody = Partial<ListRequest> & {
  type?: 0 | 1 | 2;
  dates?: Partial<Record<(typeof ORDER_DATE_FIELDS)[number], { from?: string; to?: string }>>;
};

const silent = { silent: true } as const;

export const orderKeys = {
  all: resourceKeys.all('orders'),
  list: (body: OrderListBody | Record<string, unknown>) =>
    [...resourceKeys.all('orders'), 'list', body] as const,
  item: (id: number) => resourceKeys.item('orders', id),
  history: (id: number) => [...resourceKeys.all('orders'), 'history', id] as const,
  lines: (orderId: number) => [...resourceKeys.all('orders'), 'lines', orderId] as const,
};

export const ordersApi = {
  list: (body: OrderListBody) => api.post<ListResponse<OrderListRow>>('orders/list', body),
  get: (id: number) => api.get<Order>(`orders/${id}`, undefined, silent),
  create: (body: Record<string, unknown>) => api.post<Order>('orders', body, silent),
  update: (id: number, body: Record<string, unknown>) => api.put<Order>(`orders/${id}`, body, silent),
  remove: (ids: number[]) => api.del<{ deleted: number[] }>('orders', { ids }),
  history: (id: number) => api.get<OrderStatusChange[]>(`orders/${id}/status_history`),
  lines: (orderId: number) =>
    api.post<ListResponse<Orderline>>('orderlines/list', { match: { order_id: orderId }, count: true }),
  addLine: (body: Record<string, unknown>) => api.post<Orderline>('orderlines', body, silent),
  updateLine: (id: number, body: Record<string, unknown>) =>
    api.put<Orderline>(`orderlines/${id}`, body, silent),
  removeLines: (ids: number[]) => api.del<{ deleted: number[] }>('orderlines', { ids }, silent),
};

/** A user of the company as GET users answers it (the responsible and participant pickers). */
export type CompanyUser = { id: number; name: string; isactive?: boolean };
export const usersApi = {
  list: () => api.get<CompanyUser[]>('users'),
};
