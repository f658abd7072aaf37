import type { RegisteredResource } from './platform/resources/resource.routes';
import { USER_RESOURCES } from './platform/users/users.routes';

/** Every resource of the generic engine: the contract test loops over this list. */
export const REGISTERED_RESOURCES: RegisteredResource[] = [...USER_RESOURCES];
