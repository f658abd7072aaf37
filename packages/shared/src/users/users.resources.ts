import { defineResource } from '../resources/define-resource';

// spec 01 §2 Settings "departments" and "userrole" (named permission sets).
export const departmentsResource = defineResource({
  name: 'departments',
  table: 'departments',
  permission: 'settings_departments',
  kind: 'name',
  fields: { name: { type: 'text', required: true, max: 100, unique: true } },
  listColumns: ['name', 'isactive'],
  searchFields: ['name'],
  defaultSort: { field: 'name', dir: 1 },
});

export const userrolesResource = defineResource({
  name: 'userroles',
  table: 'userroles',
  permission: 'settings_userrole',
  // Editing permission sets hands out permissions: administrators only, so nobody can raise their own rights.
  adminOnly: true,
  kind: 'name',
  fields: {
    name: { type: 'text', required: true, max: 100, unique: true },
    permissions: { type: 'textarray' },
  },
  listColumns: ['name', 'isactive'],
  searchFields: ['name'],
  defaultSort: { field: 'name', dir: 1 },
});
