// Every table of every module, for drizzle's relational queries and drizzle-kit.
export * from '../platform/auth/auth.table';
export * from '../platform/mail/mail.table';
export * from '../platform/notifications/notifications.table';
export * from '../platform/tenants/tenants.table';
export * from '../platform/translations/translations.table';
export * from '../platform/users/users.table';
export * from '../modules/customers/customers.table';
export * from '../modules/leads/leads.table';
export * from '../modules/buildings/buildings.table';
export * from '../modules/products/products.table';
export * from '../modules/equipment/equipment.table';
export * from '../modules/orders/orders.table';
export * from '../modules/settings/settings.table';
export * from '../modules/projects/projects.table';
export * from '../modules/offers/offers.table';
export * from '../modules/planner/planner.table';
export * from '../platform/sms/sms.table';
