import type { ResourceDef } from '@suite/shared';
import type { ResourceTable } from './resource.service';

/** A resource definition with its drizzle table, as the engine serves it. */
export type RegisteredResource = { def: ResourceDef; table: ResourceTable };

// Filled by registerResource: an expansion or a lookup that names another resource finds its table here at
// request time, whatever order the modules registered in.
const registered = new Map<string, RegisteredResource>();

export function rememberResource(resource: RegisteredResource): void {
  registered.set(resource.def.name.toLowerCase(), resource);
}

/** The served resource of an API name (case-insensitive, like the paths), or undefined. */
export function registeredResource(name: string): RegisteredResource | undefined {
  return registered.get(name.toLowerCase());
}

/** Every resource remembered so far (the contract test checks it covers them all). */
export function registeredResources(): RegisteredResource[] {
  return [...registered.values()];
}
