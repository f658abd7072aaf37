// Who may use which tenant, and with what role: the bodies of the admin portal (docs/api-contract.md "Admin
// portal") and of a member's access (PUT userpermissions/{userid}), and the forms that send them. One set of rules
// for the server's validation and the web's forms, so the two cannot drift apart. Messages are translation keys of
// section 'validation' (spec 01 §5).
import { z } from 'zod';
import { INTEGRATION_KEYS, MODULE_KEYS } from '../tenants/modules';
import { passwordPolicy } from '../validation/password.rules';
import { maxCharactersMessage } from '../validation/messages';

/** spec 01 §3 enumerations: role 1 administrator, 2 office, 3 technician. */
export const ROLE_IDS = [1, 2, 3] as const;
export type RoleId = (typeof ROLE_IDS)[number];
export const roleId = z.union([z.literal(1), z.literal(2), z.literal(3)], 'invalidData');

/** A tenant's domain: lower-case letters, digits and hyphens, 2 to 63 characters (a DNS label). */
export const tenantDomain = z
  .string()
  .trim()
  .min(2, 'required')
  .max(63, maxCharactersMessage(63))
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'invalidData');
const name = z.string().trim().min(1, 'required').max(200, maxCharactersMessage(200));
const modules = z.array(z.enum(MODULE_KEYS, 'invalidData')).max(100);
const integrations = z.array(z.enum(INTEGRATION_KEYS, 'invalidData')).max(100);

/** The tenant form: a new tenant's domain, or an existing one's (shown, not changed). */
export const tenantFormSchema = z.object({
  domain: tenantDomain,
  name,
  enabledmodules: modules,
  enabledintegrations: integrations,
});
export type TenantForm = z.infer<typeof tenantFormSchema>;

/** POST portal tenants: modules and integrations may be left out. */
export const tenantCreateSchema = tenantFormSchema
  .extend({ enabledmodules: modules.optional(), enabledintegrations: integrations.optional() })
  .strict();
/** PUT portal tenants/{id}: the domain never changes; the version read guards against a stale save. */
export const tenantUpdateSchema = tenantFormSchema
  .omit({ domain: true })
  .extend({ version: z.number().int().positive() })
  .strict();

const userFields = {
  username: z
    .string()
    .trim()
    .min(2, 'required')
    .max(100, maxCharactersMessage(100))
    .regex(/^[A-Za-z0-9._@-]+$/, 'invalidData'),
  email: z.string().trim().max(200, maxCharactersMessage(200)).email('invalidEmail'),
  name,
  password: passwordPolicy(),
};
/** The new-user form: the form always holds the super-admin switch ... */
export const userFormSchema = z.object({ ...userFields, issuperadmin: z.boolean() });
export type UserForm = z.infer<typeof userFormSchema>;
/** ... the API lets a client leave it out (not a super administrator). */
export const userCreateSchema = z
  .object({ ...userFields, issuperadmin: z.boolean().default(false) })
  .strict();

/** The form that gives a user access to a tenant. */
export const membershipFormSchema = z.object({ domain: tenantDomain, role_id: roleId, isadmin: z.boolean() });
export type MembershipForm = z.infer<typeof membershipFormSchema>;
export const membershipSchema = z
  .object({ userid: z.number().int().positive(), ...membershipFormSchema.shape })
  .strict();
export const membershipDeleteSchema = z
  .object({ userid: z.number().int().positive(), domain: tenantDomain })
  .strict();

/** PUT userpermissions/{userid}: a member's role, admin flag, user role and departments (one form, one body). */
export const memberAccessSchema = z
  .object({
    role_id: roleId,
    isadmin: z.boolean('invalidData'),
    userrole_id: z.number().int().positive().nullable(),
    departmentids: z.array(z.number().int().positive()).max(200),
  })
  .strict();
export type MemberAccess = z.infer<typeof memberAccessSchema>;
