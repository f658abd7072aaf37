// Form rules of the admin portal (docs/api-contract.md "Admin portal"). They mirror the server's body schemas
// (apps/server/src/modules/admin-portal/admin-portal.schema.ts), built from the same shared rules; the web may
// not import server code. Messages are translation keys of section 'validation'.
import { INTEGRATION_KEYS, MODULE_KEYS } from '@suite/shared/tenants/modules';
import { email, passwordPolicy, requiredString } from '@suite/shared/validation/index';
import { z } from 'zod';

/** A tenant's domain: lower-case letters, digits and hyphens, 2 to 63 characters (a DNS label). */
export const tenantDomain = requiredString(63)
  .min(2, 'required')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'invalidData');

export const tenantFormSchema = z.object({
  domain: tenantDomain,
  name: requiredString(200),
  enabledmodules: z.array(z.enum(MODULE_KEYS)),
  enabledintegrations: z.array(z.enum(INTEGRATION_KEYS)),
});
export type TenantForm = z.infer<typeof tenantFormSchema>;

export const userFormSchema = z.object({
  username: requiredString(100)
    .min(2, 'required')
    .regex(/^[A-Za-z0-9._@-]+$/, 'invalidData'),
  email: email().pipe(z.string().max(200, 'maxCharacters')),
  name: requiredString(200),
  password: passwordPolicy(),
  issuperadmin: z.boolean(),
});
export type UserForm = z.infer<typeof userFormSchema>;

export const ROLE_IDS = [1, 2, 3] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export const membershipFormSchema = z.object({
  domain: requiredString(63),
  role_id: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'required' }),
  isadmin: z.boolean(),
});
export type MembershipForm = z.infer<typeof membershipFormSchema>;
