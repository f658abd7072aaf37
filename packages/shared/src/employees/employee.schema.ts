// An employee (spec 01 §2 /employees, spec 02 §3 "Employee and user"): a member of the tenant. The user part
// (names, role, department, PIN, initials, external employee number) and the employee part (date of birth,
// wages, overtime 50 % and 100 %, certificate number) live on the membership; the name, username and e-mail on
// the global user (DESIGN "Tenancy and data"). The API and the employee form share these rules.
import { SERVER_OWNED_FIELDS, savedBackShape } from '../resources/define-resource';
import { z } from 'zod';
import { fail, optionalField } from '../validation/field';
import {
  idValue,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalText,
  recordListSchema,
  emailAddress,
  requiredText,
  versionField,
} from '../validation/record-inputs';

/** Permission keys of module 'employees' (spec 01 §6); writes are for administrators only. */
export const EMPLOYEE_PERMISSIONS = { view: 'employees_view' } as const;

const PIN = /^\d{4,6}$/;
const INITIALS = /^\p{L}{2,4}$/u;
const USERNAME = /^[\p{L}\p{N}._@+-]{2,100}$/u;

/** PIN of 4 to 6 digits (time clock and mobile sign-in). */
export function pin() {
  return z.union([z.string(), z.number()], { error: () => 'invalidData' }).transform((raw, ctx) => {
    const text = String(raw).trim();
    return PIN.test(text) ? text : fail(ctx, raw, 'invalidData');
  });
}

/** Initials of 2 to 4 letters (Norwegian, Polish and Swedish letters too), kept in upper case. */
export function initials() {
  return z.string({ error: () => 'invalidData' }).transform((raw, ctx) => {
    const text = raw.trim();
    return INITIALS.test(text) ? text.toLocaleUpperCase('nb-NO') : fail(ctx, raw, 'invalidData');
  });
}

/** Sign-in name: letters, digits and . _ @ + -, 2 to 100 characters. */
export function username() {
  return requiredText(100).refine((v) => USERNAME.test(v), 'invalidData');
}

/** Roles of spec 01 §6: 1 administrator, 2 office, 3 technician. */
export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: () => 'invalidData',
});

const membershipFields = {
  role_id: roleIdSchema,
  isadmin: z.boolean('invalidData').optional(),
  userrole_id: optionalId(),
  departmentids: z.array(idValue, 'invalidData').max(200, 'invalidData').optional(),
  employee_departmentid: optionalId(),
  initial: optionalField(initials()),
  pin: optionalField(pin()),
  external_employee_number: optionalText(50),
  is_employee: z.boolean('invalidData').optional(),
  // spec 01 §6: Visma sellers are left out of user pickers except as CRM responsible.
  isvismaseller: z.boolean('invalidData').optional(),
  date_of_birth: optionalDate().refine(
    (v) => v === null || v === undefined || (v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)),
    'invalidDate',
  ),
  wages: optionalMoney(),
  overtime_50: optionalMoney(),
  overtime_100: optionalMoney(),
  certificate_number: optionalText(100),
};

/** Body of POST employees: a new member, and a new global user when the e-mail and username are new. */
export const employeeCreateSchema = z
  .object({
    name: requiredText(200),
    username: username(),
    email: emailAddress(),
    ...membershipFields,
  })
  .strict();

/** Body of PUT employees/{id}: any subset of the fields, the active flag and the version read. */
export const employeeUpdateSchema = z
  .object({
    name: requiredText(200),
    username: username(),
    email: emailAddress(),
    ...membershipFields,
    isactive: z.boolean('invalidData'),
  })
  .partial()
  .extend({
    version: versionField,
    id: z.number().optional(),
    // Saving back (issue 7): what GET answers beside the fields (names of references, derived flags).
    ...savedBackShape([...SERVER_OWNED_FIELDS, 'departmentname', 'identityeditable']),
  })
  .strict();

export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeValues = z.output<typeof employeeCreateSchema>;
export type EmployeeUpdateValues = z.output<typeof employeeUpdateSchema>;

export const EMPLOYEE_SORT_FIELDS = [
  'id',
  'name',
  'username',
  'email',
  'initial',
  'role_id',
  'external_employee_number',
  'isactive',
  'createdon',
] as const;

export const EMPLOYEE_MATCH_FIELDS = [
  'isactive',
  'role_id',
  'employee_departmentid',
  'is_employee',
  'isadmin',
] as const;

export const EMPLOYEE_SEARCH_FIELDS = [
  'name',
  'username',
  'email',
  'initial',
  'external_employee_number',
] as const;

export const employeeListSchema = recordListSchema({
  sortable: EMPLOYEE_SORT_FIELDS,
  matchable: EMPLOYEE_MATCH_FIELDS,
});

export const EMPLOYEE_DEFAULT_SORT = { name: 1 } as const;

/** An employee as the API answers it; `id` is the user's id (hours and orders refer to users). */
export type Employee = {
  id: number;
  name: string;
  username: string;
  email: string;
  role_id: 1 | 2 | 3 | null;
  isadmin: boolean;
  userrole_id: number | null;
  departmentids: number[];
  employee_departmentid: number | null;
  /** Name of the employee's department (read only). */
  departmentname: string | null;
  initial: string | null;
  pin: string | null;
  external_employee_number: string | null;
  is_employee: boolean;
  isvismaseller: boolean;
  date_of_birth: string | null;
  wages: number | null;
  overtime_50: number | null;
  overtime_100: number | null;
  certificate_number: string | null;
  /**
   * False when the person is also a member of another tenant (or a super admin): their username and e-mail
   * then belong to more than this company and cannot be changed here.
   */
  identityeditable: boolean;
  isactive: boolean;
  version: number;
  createdon: string;
};

/** Entry of the plain GET users lookup (spec 01 §3 "Lookup lists loaded at start": users). */
export type UserLookupItem = {
  id: number;
  name: string;
  initial: string | null;
  is_employee: boolean;
  issystemuser: boolean;
  isnotdigitooluser: boolean;
  isvismaseller: boolean;
  is_active: boolean;
  departmentids: number[];
};

/** Query of GET users: `purpose=crm_responsible` keeps the Visma sellers in (spec 01 §6). */
export const userLookupQuerySchema = z
  .object({ purpose: z.enum(['crm_responsible', 'other'], { error: () => 'invalidData' }).optional() })
  .strict();

/** Body of POST employees/deactivate. */
export { idsSchema as employeeIdsSchema } from '../validation/record-inputs';

/** Initials suggested from a name: 'Kari Nordmann' -> 'KN', 'Ola' -> 'OL'; '' when none can be made. */
export function suggestInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return '';
  const letters =
    words.length === 1
      ? [...words[0]].filter((c) => /\p{L}/u.test(c)).slice(0, 2)
      : [words[0][0], words[words.length - 1][0]];
  const text = letters.join('').toLocaleUpperCase('nb-NO');
  return INITIALS.test(text) ? text : '';
}
