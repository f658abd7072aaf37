// The orderdocs calls (issue 7): printed documents, SMS, the order's building and equipments, the equipment's orders,
// the customer's overviews; with their query keys.
import type {
  CustomerOverviewYear,
  EquipmentOrderRow,
  OrderEquipmentRow,
} from '@suite/shared/orders/order-relations.schema';
import type { OrderMailDraft } from '@suite/shared/orders/order-relations.schema';
import type { SmsMessage } from '@suite/shared/sms/sms.schema';
import { api } from '../../platform/api';

// Dialogs show field errors themselves (spec 01 §8 reactions stay for 401/409).
const silent = { silent: true } as const;

export type OrderBuilding = {
  order_id: number;
  customer_id: number;
  version: number;
  building: {
    id: number;
    name: string;
    address: string | null;
    zip: string | null;
    city: string | null;
  } | null;
};
export type BuildingRow = {
  id: number;
  name: string;
  address: string | null;
  zip: string | null;
  city: string | null;
};
export type EquipmentRow = { id: number; name: string; number: string | null; serialnumber: string | null };
type Page<T> = { items: T[]; total?: number };

/** The order report types printed from an order (spec 01 §9); 3 is the service report with the checklists. */
export const PRINT_TYPES = [1, 2, 3, 4, 9] as const;

/** The PDF's address: inline opens it in the browser, otherwise it downloads (Content-Disposition). */
export function orderPdfUrl(orderId: number, type: number, inline: boolean): string {
  return `/api/orders/${orderId}/pdf?type=${type}${inline ? '&inline=true' : ''}`;
}

export const orderDocsKeys = {
  building: (orderId: number) => ['orderdocs', 'building', orderId] as const,
  equipments: (orderId: number) => ['orderdocs', 'equipments', orderId] as const,
  ofEquipment: (equipmentId: number) => ['orderdocs', 'ofEquipment', equipmentId] as const,
  overviews: (customerId: number) => ['orderdocs', 'overviews', customerId] as const,
  sms: (match: Record<string, number>) => ['orderdocs', 'sms', match] as const,
  mailDraft: (orderId: number, type: number) =>
    api.get<OrderMailDraft>(`orders/${orderId}/mail_draft`, { type }),
  send: (orderId: number, body: { type: number; to: string; cc?: string; subject: string; body: string }) =>
    api.post<{ id: number; status: 'sent' | 'outbox' | 'failed'; error: string | null }>(
      `orders/${orderId}/send`,
      body,
      silent,
    ),
  customerBuildings: (customerId: number) => ['orderdocs', 'customerBuildings', customerId] as const,
  customerEquipments: (customerId: number) => ['orderdocs', 'customerEquipments', customerId] as const,
};

export const orderDocsApi = {
  building: (orderId: number) => api.get<OrderBuilding>(`orders/${orderId}/building`),
  setBuilding: (orderId: number, body: { building_id: number | null; version: number }) =>
    api.put<OrderBuilding>(`orders/${orderId}/building`, body, silent),
  equipments: (orderId: number) => api.get<OrderEquipmentRow[]>(`orders/${orderId}/equipments`),
  addEquipments: (orderId: number, ids: number[]) =>
    api.post<OrderEquipmentRow[]>(`orders/${orderId}/equipments`, { equipment_ids: ids }, silent),
  removeEquipments: (orderId: number, ids: number[]) =>
    api.del<OrderEquipmentRow[]>(`orders/${orderId}/equipments`, { equipment_ids: ids }, silent),
  ordersOfEquipment: (equipmentId: number) =>
    api.get<EquipmentOrderRow[]>(`equipments/${equipmentId}/orders`),
  overviews: (customerId: number) => api.get<CustomerOverviewYear[]>(`customers/${customerId}/overviews`),
  sms: (match: Record<string, number>) => api.post<SmsMessage[]>('sms_history/list', { match, limit: 200 }),
  sendSms: (orderId: number, body: { to: string; message: string }) =>
    api.post<SmsMessage>(`orders/${orderId}/sms`, body, silent),
  mailDraft: (orderId: number, type: number) =>
    api.get<OrderMailDraft>(`orders/${orderId}/mail_draft`, { type }),
  send: (orderId: number, body: { type: number; to: string; cc?: string; subject: string; body: string }) =>
    api.post<{ id: number; status: 'sent' | 'outbox' | 'failed'; error: string | null }>(
      `orders/${orderId}/send`,
      body,
      silent,
    ),
  customerBuildings: (customerId: number) =>
    api.post<Page<BuildingRow>>('buildings/list', { match: { customerid: customerId }, limit: 200 }),
  customerEquipments: (customerId: number) =>
    api.post<Page<EquipmentRow>>('equipments/list', { match: { customer_id: customerId }, limit: 200 }),
};
