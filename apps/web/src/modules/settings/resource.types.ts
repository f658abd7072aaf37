// Shapes of the generic resource calls (docs/api-contract.md "Generic resource calls"), shared by the generic
// list screen and edit dialog that the ~150 settings lists reuse.
import type { ReactNode } from 'react';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A row of any generic resource: every editable record has an id and a version (optimistic locking). */
export type ResourceRow = {
  id: number;
  isactive?: boolean;
  version?: number;
  [field: string]: unknown;
};

export type SortDirection = 1 | -1;
export type ListSort = Record<string, SortDirection>;

/** Body of POST {x}/list. */
export type ListRequest = {
  match?: Record<string, unknown>;
  search?: string;
  sort?: ListSort;
  skip: number;
  limit: number;
  count: true;
};

/** Answer of POST {x}/list; totalcapped means the count stopped at a cap and `total` is a lower bound. */
export type ListResponse<T> = {
  items: T[];
  total: number;
  totalcapped?: boolean;
};

export type ResourceColumnType = 'string' | 'number' | 'boolean' | 'date' | 'dateTime' | 'active' | 'color';

/** A list column: `headerName` is a translation key ('section.key'). */
export type ResourceColumn = {
  field: string;
  headerName: string;
  type?: ResourceColumnType;
  flex?: number;
  minWidth?: number;
  sortable?: boolean;
  /** Custom text for a cell, e.g. a lookup name. */
  format?: (value: unknown, row: ResourceRow) => string;
};

export type ResourceFieldKind = 'text' | 'multiline' | 'number' | 'switch' | 'email' | 'date';

/** A field of the generic edit dialog: `label` is a translation key. */
export type ResourceField = {
  name: string;
  label: string;
  kind?: ResourceFieldKind;
  required?: boolean;
  autoFocus?: boolean;
  /** Shown on a new record too (default: switches are only shown when editing, since new items start active). */
  showOnCreate?: boolean;
};

export type ResourceFieldsContext<V extends FieldValues = FieldValues> = {
  form: UseFormReturn<V>;
  control: Control<V>;
  isNew: boolean;
  readOnly: boolean;
};

/** How the generic dialog edits one resource: a zod schema (messages are translation keys) and the fields. */
export type ResourceFormConfig = {
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Values of a new record; `isactive: true` is added by the dialog (spec 01 §5: new items are created active). */
  defaultValues: FieldValues;
  fields?: ResourceField[];
  /** Replaces the generic fields when a resource needs a custom input (e.g. the permission checklist). */
  renderFields?: (ctx: ResourceFieldsContext) => ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** A loaded record as form values (default: the record's values of the fields in defaultValues). */
  fromRecord?: (row: ResourceRow) => FieldValues;
  /** Turns the form values into the request body (default: the values as they are). */
  toBody?: (values: FieldValues) => Record<string, unknown>;
};
