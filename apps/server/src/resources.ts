import type { RegisteredResource } from './platform/resources/resource.routes';
import { USER_RESOURCES } from './platform/users/users.routes';
import { SETTINGS_RESOURCES } from './modules/settings/settings.routes';

/** Every resource of the generic engine: the contract test loops over this list. */
export const REGISTERED_RESOURCES: RegisteredResource[] = [...USER_RESOURCES, ...SETTINGS_RESOURCES];
