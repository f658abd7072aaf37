// The equipment rules of spec 02 §5 and the SOS handling of spec 01 §4, written once for server and client.

/** spec 01 §3 "Equipment SOS log": action closed, assigned or completed. */
export const SOS_ACTIONS = ['assigned', 'completed', 'closed'] as const;
export type SosAction = (typeof SOS_ACTIONS)[number];

/** spec 01 §3 "Device types": 1 customer, 2 employee (trackingdevice_type). */
export const TRACKING_DEVICE_TYPE = { customer: 1, employee: 2 } as const;
export type TrackingDeviceType = (typeof TRACKING_DEVICE_TYPE)[keyof typeof TRACKING_DEVICE_TYPE];

/** Order statuses the SOS actions set (spec 01 §4): 2 to be assigned → assigned/ongoing, 3 completed. */
export const SOS_ORDER_STATUS = { assigned: 2, completed: 3 } as const;

/** Field error messages of the equipment rules (translation keys, section 'equipment', prefixed 'error_'). */
export const EQUIPMENT_ERRORS = {
  barcodeExists: 'barcodeExists',
  rentalNeedsProduct: 'rentalNeedsProduct',
  noActiveSos: 'noActiveSos',
} as const;

/** What an SOS action changes: on the equipment, and on its first active order. */
export type SosEffect = {
  equipment: { trackingdevice_sos?: false; trackingdevice_sosdate?: null };
  order: { status?: number; setsResponsible: boolean };
};

/**
 * spec 01 §4 "SOS handling on equipment": assign sets the active order's responsible and order status 2; complete
 * sets order status 3 and clears the SOS flag; close clears the SOS flag and date.
 */
export function sosEffect(action: SosAction): SosEffect {
  switch (action) {
    case 'assigned':
      return { equipment: {}, order: { status: SOS_ORDER_STATUS.assigned, setsResponsible: true } };
    case 'completed':
      return {
        equipment: { trackingdevice_sos: false },
        order: { status: SOS_ORDER_STATUS.completed, setsResponsible: false },
      };
    case 'closed':
      return {
        equipment: { trackingdevice_sos: false, trackingdevice_sosdate: null },
        order: { setsResponsible: false },
      };
  }
}

export type EquipmentRuleInput = {
  isrental?: boolean | null;
  product_id?: number | null;
  nextvisit?: string | null;
  lastvisit?: string | null;
};

export type EquipmentRuleIssue = { field: string; message: string };

/**
 * spec 02 §5: 'Equipment for rental must have a product'; and the next visit cannot come before the last one
 * (issue 12; ISO dates compare as text).
 */
export function equipmentFieldIssues(e: EquipmentRuleInput): EquipmentRuleIssue[] {
  const issues: EquipmentRuleIssue[] = [];
  if (e.isrental && !e.product_id)
    issues.push({ field: 'product_id', message: EQUIPMENT_ERRORS.rentalNeedsProduct });
  if (typeof e.nextvisit === 'string' && typeof e.lastvisit === 'string' && e.nextvisit < e.lastvisit)
    issues.push({ field: 'nextvisit', message: 'nextVisitBeforeLastVisit' });
  return issues;
}
