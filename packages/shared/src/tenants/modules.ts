// Module and integration keys a tenant can switch on in system configuration (spec 01 §1, §3).
export const MODULE_KEYS = [
  'customers',
  'contacts',
  'leads',
  'buildings',
  'employees',
  'appointments',
  'orders',
  'offers',
  'projects',
  'production_order',
  'production_work',
  'equipments',
  'internal_equipments',
  'products',
  'warehouse',
  'timer',
  'invoice',
  'supplier_invoice',
  'expenses',
  'servicecontracts',
  'bookings',
  'rental',
  'inspections',
  'checklists',
  'hse',
  'tickets',
  'tasks',
  'notes',
  'wiki',
  'documents',
  'resourceplanner',
  'reports',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const INTEGRATION_KEYS = [
  'unimicro',
  'visma',
  'fiken',
  'tripletex',
  'poweroffice',
  'sharepoint',
  'boligmappa',
  'clicksend',
  'shopbox',
  'opencart',
  'shopify',
] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export const LANGUAGES = ['en', 'no', 'po', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'no';
export const DEFAULT_LANGUAGE_OPTIONS: Language[] = ['en', 'no'];

/** spec 01 §9: client version 1.42, also the app version label. */
export const CLIENT_VERSION_LABEL = '1.42';
