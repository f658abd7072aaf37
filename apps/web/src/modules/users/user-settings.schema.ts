// Form schema of a member's access (docs/api-contract.md "Settings screens of the platform").
// Messages are the spec's translation keys (spec 01 §5), shown through t('validation.<key>').
import { z } from 'zod';

/** PUT userpermissions/{userid}: role 1 administrator, 2 office, 3 technician (spec 01 §3 enumerations). */
export const memberAccessSchema = z.object({
  role_id: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'required' }),
  isadmin: z.boolean(),
  userrole_id: z.number().int().positive().nullable(),
  departmentids: z.array(z.number().int().positive()),
});
export type MemberAccess = z.infer<typeof memberAccessSchema>;
