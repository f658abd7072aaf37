// spec 02 §3 "Checklist" and §5 "Form builder": the forms (checklist templates) of the builder, in the main API
// (POST/GET/PUT/DELETE /api/forms, POST /api/forms/list) and read by the checklist API.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  type ChecklistForm,
  type FormBody,
  type FormProperty,
  formCreateSchema,
} from '@suite/shared/checklists/index';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import { rowExists } from '../../platform/files/file-modules';
import type { Ctx } from '../../platform/request-context';
import { checklistcategories, checklistheaderandfooter, checklistperiods } from '../settings/settings.table';
import { checklistFormProperties, checklistForms, checklists } from './checklists.table';

type FormRow = typeof checklistForms.$inferSelect;
type PropertyRow = typeof checklistFormProperties.$inferSelect;

const FLAG_KEYS = [
  'ismachineservicechecklist',
  'isblikracomponent',
  'enableversion',
  'certificatelogo',
  'checklistheader',
  'allowflexibleheaderandfooter',
  'ispdflandscape',
  'printonlyselectedcheckpoints',
  'hidemachineservicecheckpointifnolabelset',
] as const;

/** A property row as the API answers it: the common columns and the type's attributes side by side. */
export function toProperty(row: PropertyRow): ChecklistForm['properties'][number] {
  return {
    ...(row.attrs as Partial<FormProperty>),
    id: row.id,
    form_id: row.form_id,
    sortorder: row.sortorder,
    name: row.name,
    label: row.label,
    type: row.type,
    columns: row.columns,
    default_value: row.default_value,
  } as ChecklistForm['properties'][number];
}

function toForm(row: FormRow, properties: PropertyRow[], inuse: boolean): ChecklistForm {
  const flags = row.flags ?? {};
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category_id,
    period: row.period_id,
    headerid: row.headerid,
    footerid: row.footerid,
    checkpointlabels: row.checkpointlabels ?? undefined,
    ...Object.fromEntries(FLAG_KEYS.map((k) => [k, Boolean(flags[k])])),
    isactive: row.isactive,
    version: row.version,
    formversion: row.formversion,
    parent_form_id: row.parent_form_id,
    created_on: row.createdon.toISOString(),
    updated_on: row.updatedon.toISOString(),
    updated_by_name: row.updatedby_name,
    inuse,
    properties: properties.map(toProperty),
  } as ChecklistForm;
}

async function formRow(ctx: Ctx, id: number): Promise<FormRow> {
  const [row] = await ctx.tx
    .select()
    .from(checklistForms)
    .where(and(eq(checklistForms.tenantId, ctx.user.tenantId), eq(checklistForms.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function propertiesOf(ctx: Pick<Ctx, 'tx' | 'user'>, formIds: number[]): Promise<PropertyRow[]> {
  if (!formIds.length) return [];
  return ctx.tx
    .select()
    .from(checklistFormProperties)
    .where(
      and(
        eq(checklistFormProperties.tenantId, ctx.user.tenantId),
        inArray(checklistFormProperties.form_id, formIds),
      ),
    )
    .orderBy(asc(checklistFormProperties.form_id), asc(checklistFormProperties.sortorder));
}

async function inUse(ctx: Ctx, formId: number): Promise<boolean> {
  const [r] = await ctx.tx
    .select({ n: count() })
    .from(checklists)
    .where(and(eq(checklists.tenantId, ctx.user.tenantId), eq(checklists.form_id, formId)));
  return (r?.n ?? 0) > 0;
}

/** GET forms/{id} (any version) with its properties in order. */
export async function getForm(ctx: Ctx, id: number): Promise<ChecklistForm> {
  const row = await formRow(ctx, id);
  return toForm(row, await propertiesOf(ctx, [id]), await inUse(ctx, id));
}

/** Several forms with their properties (POST forms/get_multiple_with_properties); unknown ids are left out. */
export async function formsWithProperties(ctx: Ctx, ids: number[]): Promise<ChecklistForm[]> {
  if (!ids.length) return [];
  const rows = await ctx.tx
    .select()
    .from(checklistForms)
    .where(and(eq(checklistForms.tenantId, ctx.user.tenantId), inArray(checklistForms.id, ids)));
  const props = await propertiesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toForm(
      r,
      props.filter((p) => p.form_id === r.id),
      false,
    ),
  );
}

/** POST forms/list: the latest version of every form, by name; inactive ones when asked. */
export async function listForms(
  ctx: Ctx,
  input: { includeinactive?: boolean; category?: number | null },
): Promise<{ items: Omit<ChecklistForm, 'properties'>[]; total: number }> {
  const rows = await ctx.tx
    .select()
    .from(checklistForms)
    .where(
      and(
        eq(checklistForms.tenantId, ctx.user.tenantId),
        eq(checklistForms.islatest, true),
        input.includeinactive ? undefined : eq(checklistForms.isactive, true),
        input.category ? eq(checklistForms.category_id, input.category) : undefined,
      ),
    )
    .orderBy(asc(checklistForms.name), asc(checklistForms.id))
    .limit(2000);
  const items = rows.map((r) => {
    const { properties: _p, ...rest } = toForm(r, [], false);
    return rest;
  });
  return { items, total: items.length };
}

/** The referenced category, period, header and footer must be the tenant's (another tenant's id: 404). */
async function assertReferences(ctx: Ctx, body: FormBody): Promise<void> {
  const list = (table: unknown) => rowExists(table as Parameters<typeof rowExists>[0]);
  const checks: [number | null | undefined, (c: Ctx, id: number) => Promise<boolean>][] = [
    [body.category, list(checklistcategories)],
    [body.period, list(checklistperiods)],
    [body.headerid, list(checklistheaderandfooter)],
    [body.footerid, list(checklistheaderandfooter)],
  ];
  for (const [id, exists] of checks) if (id && !(await exists(ctx, id))) throw notFound();
}

function formValues(ctx: Ctx, body: FormBody) {
  const flags: Record<string, boolean> = {};
  for (const k of FLAG_KEYS) if (body[k] !== undefined) flags[k] = Boolean(body[k]);
  return {
    name: body.name,
    description: body.description ?? null,
    category_id: body.category ?? null,
    period_id: body.period ?? null,
    headerid: body.headerid ?? null,
    footerid: body.footerid ?? null,
    checkpointlabels: body.checkpointlabels ?? null,
    flags,
    isactive: body.isactive ?? true,
    updatedby_name: ctx.user.details.name,
  };
}

async function insertProperties(ctx: Ctx, formId: number, properties: FormProperty[]): Promise<void> {
  if (!properties.length) return;
  await ctx.tx.insert(checklistFormProperties).values(
    properties.map((p, i) => {
      const { id: _id, form_id: _f, sortorder: _s, name, label, type, columns, default_value, ...attrs } = p;
      return {
        tenantId: ctx.user.tenantId,
        form_id: formId,
        sortorder: i + 1,
        name,
        label: label ?? '',
        type,
        columns: columns ?? 12,
        default_value: default_value ?? null,
        attrs,
      };
    }),
  );
}

/** POST forms. */
export async function createForm(ctx: Ctx, body: FormBody): Promise<ChecklistForm> {
  await assertReferences(ctx, body);
  const [row] = await ctx.tx
    .insert(checklistForms)
    .values({ tenantId: ctx.user.tenantId, ...formValues(ctx, body) })
    .returning();
  await insertProperties(ctx, row!.id, body.properties);
  return getForm(ctx, row!.id);
}

/**
 * PUT forms/{id} with the version read (412 when stale). spec 02 §3 enableversion: when the form has versioning
 * on and filled checklists use this version, the change makes a new version (the answer is the new form, with a
 * new id); the checklists keep the version they were filled on. Otherwise the form changes in place.
 */
export async function updateForm(
  ctx: Ctx,
  id: number,
  body: FormBody & { version: number },
): Promise<ChecklistForm> {
  const row = await formRow(ctx, id);
  if (row.version !== body.version) throw staleVersion();
  if (!row.islatest) throw badRequest([{ field: 'id', message: 'formNotLatest' }], 'formNotLatest');
  await assertReferences(ctx, body);
  const values = formValues(ctx, body);
  const versioned = Boolean(row.flags?.enableversion || values.flags.enableversion);
  if (versioned && (await inUse(ctx, id))) {
    await ctx.tx
      .update(checklistForms)
      .set({ islatest: false })
      .where(and(eq(checklistForms.tenantId, ctx.user.tenantId), eq(checklistForms.id, id)));
    const [next] = await ctx.tx
      .insert(checklistForms)
      .values({
        tenantId: ctx.user.tenantId,
        ...values,
        parent_form_id: row.parent_form_id ?? row.id,
        formversion: row.formversion + 1,
      })
      .returning();
    await insertProperties(ctx, next!.id, body.properties);
    return getForm(ctx, next!.id);
  }
  const [saved] = await ctx.tx
    .update(checklistForms)
    .set({ ...values, version: row.version + 1, updatedon: new Date() })
    .where(
      and(
        eq(checklistForms.tenantId, ctx.user.tenantId),
        eq(checklistForms.id, id),
        eq(checklistForms.version, body.version),
      ),
    )
    .returning();
  if (!saved) throw staleVersion();
  await ctx.tx
    .delete(checklistFormProperties)
    .where(
      and(eq(checklistFormProperties.tenantId, ctx.user.tenantId), eq(checklistFormProperties.form_id, id)),
    );
  await insertProperties(ctx, id, body.properties);
  return getForm(ctx, id);
}

/** DELETE forms {ids}: forms no checklist uses (a used form is deactivated instead: 400 formInUse). */
export async function deleteForms(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select({ id: checklistForms.id })
    .from(checklistForms)
    .where(and(eq(checklistForms.tenantId, ctx.user.tenantId), inArray(checklistForms.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  for (const id of unique) {
    if (await inUse(ctx, id)) throw badRequest([{ field: 'ids', message: 'formInUse' }], 'formInUse');
  }
  await ctx.tx
    .delete(checklistForms)
    .where(and(eq(checklistForms.tenantId, ctx.user.tenantId), inArray(checklistForms.id, unique)));
  return { deleted: unique };
}

/** Re-exported for the routes: the create body schema. */
export { formCreateSchema };
