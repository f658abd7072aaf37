// Settings routes whose screen is the generic list of a resource (STYLE "The resource registry"): route name ->
// the resource's API name. The route table gives each of them screen 'resource' and meta.resource; the web
// screen then finds the definition in RESOURCE_DEFS (registry.ts). Plain data, so the shell stays small.
import { SETTINGS_RESOURCE_MATCH, SETTINGS_RESOURCE_ROUTES } from '../settings/settings-routes';

export const RESOURCE_ROUTES: Readonly<Record<string, string>> = { ...SETTINGS_RESOURCE_ROUTES };
export const RESOURCE_ROUTE_MATCH = SETTINGS_RESOURCE_MATCH;
