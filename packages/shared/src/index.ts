export * from './auth/session-types';
export * from './menus/menu-types';
export * from './routes/route-types';
export * from './tenants/modules';
export * from './translations';
export * from './tenants/system-configuration.schema';
export * from './resources/define-resource';
export * from './users/users.resources';
