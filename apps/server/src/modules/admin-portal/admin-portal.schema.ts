import { z } from 'zod';
import { INTEGRATION_KEYS, MODULE_KEYS } from '@suite/shared';
import { passwordPolicy } from '@suite/shared/validation/index';

const domain = z
  .string()
  .trim()
  .min(2, 'required')
  .max(63, 'maxCharacters')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'invalidData');
const name = z.string().trim().min(1, 'required').max(200, 'maxCharacters');
const modules = z.array(z.enum(MODULE_KEYS, 'invalidData')).max(100);
const integrations = z.array(z.enum(INTEGRATION_KEYS, 'invalidData')).max(100);

export const tenantCreateSchema = z
  .object({ domain, name, enabledmodules: modules.optional(), enabledintegrations: integrations.optional() })
  .strict();
export const tenantUpdateSchema = z
  .object({
    name,
    enabledmodules: modules,
    enabledintegrations: integrations,
    version: z.number().int().positive(),
  })
  .strict();
export const userCreateSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(2, 'required')
      .max(100, 'maxCharacters')
      .regex(/^[A-Za-z0-9._@-]+$/, 'invalidData'),
    email: z.string().trim().max(200, 'maxCharacters').email('invalidEmail'),
    name,
    password: passwordPolicy(),
    issuperadmin: z.boolean().default(false),
  })
  .strict();
export const membershipSchema = z
  .object({
    userid: z.number().int().positive(),
    domain,
    role_id: z.union([z.literal(1), z.literal(2), z.literal(3)], 'invalidData'),
    isadmin: z.boolean(),
  })
  .strict();
export const membershipDeleteSchema = z.object({ userid: z.number().int().positive(), domain }).strict();
