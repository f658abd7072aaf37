// The equipment and SOS calls (spec 01 §7 "Equipment, orders, files, hours") and their query keys, under the generic
// ['resource', name] keys so the lists and lookups refresh with them.
import type {
  EquipmentListItem,
  EquipmentSosLog,
  InternalEquipment,
} from '@suite/shared/equipment/equipment.schema';
import type { SosAction } from '@suite/shared/equipment/equipment.rules';
import type { Order } from '@suite/shared/orders/order.schema';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';

// Forms show field errors and the stale-save message themselves (spec 01 §8 reactions stay for 401/409).
const silent = { silent: true } as const;

export type EquipmentDetail = EquipmentListItem & {
  buildingname: string | null;
  productname: string | null;
  /** Tonnes CO2-equivalent of the refrigerant charge (F-gas). */
  co2e: number | null;
};
export type InternalEquipmentDetail = InternalEquipment & {
  categoryname: string | null;
  departmentname: string | null;
  responsiblename: string | null;
};
/** The equipment after the action, the log line written, and the order it changed or was about (or null). */
export type SosActionAnswer = {
  equipment: EquipmentDetail;
  log: EquipmentSosLog;
  order: Order | null;
};
export type UserItem = { id: number; name: string; is_active: boolean };

export const equipmentApi = {
  get: (id: number) => api.get<EquipmentDetail>(`equipments/${id}`),
  create: (body: Record<string, unknown>) => api.post<EquipmentDetail>('equipments', body, silent),
  update: (id: number, body: Record<string, unknown>) =>
    api.put<EquipmentDetail>(`equipments/${id}`, body, silent),
  sosLogs: (id: number) => api.get<EquipmentSosLog[]>(`equipments/${id}/soslogs`),
  activeOrder: (id: number) => api.get<Order | null>(`equipments/get_first_active_order/${id}`),
  sosAction: (id: number, body: { action: SosAction; log?: string | null; responsible_id?: number | null }) =>
    api.post<SosActionAnswer>(`equipments/${id}/sos_action`, body, silent),
  users: () => api.get<UserItem[]>('users'),
};

export const internalEquipmentApi = {
  get: (id: number) => api.get<InternalEquipmentDetail>(`internalequipments/${id}`),
  create: (body: Record<string, unknown>) =>
    api.post<InternalEquipmentDetail>('internalequipments', body, silent),
  update: (id: number, body: Record<string, unknown>) =>
    api.put<InternalEquipmentDetail>(`internalequipments/${id}`, body, silent),
};

export const equipmentKeys = {
  all: resourceKeys.all('equipments'),
  item: (id: number) => resourceKeys.item('equipments', id),
  sosLogs: (id: number) => [...resourceKeys.all('equipments'), 'soslogs', id] as const,
  activeOrder: (id: number) => [...resourceKeys.all('equipments'), 'activeorder', id] as const,
  users: ['users', 'lookup'] as const,
};
export const internalEquipmentKeys = {
  all: resourceKeys.all('internalequipments'),
  item: (id: number) => resourceKeys.item('internalequipments', id),
};
