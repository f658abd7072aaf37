import { orderHourTotals } from '../hours/hours-value';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  defaultListStatus,
  isSettableStatus,
  type StatusListTable,
} from '../../platform/resources/status-list';
import { lockNumbering, nextNumber } from '../../platform/resources/record-number';
import { projectstatuslistsResource } from '@suite/shared/settings/orders.resources';
import {
  PROJECT_DEFAULT_SORT,
  PROJECT_ERRORS,
  type Project,
  type ProjectDashboard,
  type ProjectReportInput,
  type ProjectReportRow,
  type ProjectUpdateValues,
  type ProjectValues,
} from '@suite/shared/projects/project.schema';
import { OPEN_ORDER_STATUSES } from '@suite/shared/orders/order-status.rules';
import { money, percentOf, subtractMoney } from '@suite/shared/orders/line-totals';
import type { RecordListInput } from '@suite/shared/validation/record-inputs';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import {
  cappedTotal,
  deleteOrInUse,
  iso,
  listOrder,
  listWhere,
  type ListColumns,
} from '../../platform/resources/record-list';
import { customers } from '../customers/customers.table';
import { assertReferences } from '../customers/references';
import { assertResponsible } from '../orders/orders.service';
import { orderlines, orders } from '../orders/orders.table';
import { orderstatuslists, projectstatuslists } from '../settings/settings.table';
import { projects } from './projects.table';
import { escapeLike } from '../../platform/resources/record-list';

type ProjectRow = typeof projects.$inferSelect;

/** The project status list's columns (a table built from its definition, so drizzle cannot type them statically). */
const statusList = projectstatuslists as typeof projectstatuslists & {
  status: typeof projects.status;
  name: typeof projects.description;
  isdefault: typeof projects.isactive;
  userrolesaccess: typeof projects.id;
};

const responsible = users;

/** The order status list's columns, for the names on the project's orders tab. */
const orderStatus = orderstatuslists as typeof orderstatuslists & {
  status: typeof orders.status;
  name: typeof projects.description;
};

const columns: ListColumns = {
  id: projects.id,
  projectnumber: projects.projectnumber,
  name: projects.name,
  customer_id: projects.customer_id,
  customername: customers.name,
  responsible_id: projects.responsible_id,
  responsiblename: responsible.name,
  status: projects.status,
  startdate: projects.startdate,
  enddate: projects.enddate,
  budget: projects.budget,
  isactive: projects.isactive,
  createdon: projects.createdon,
  updatedon: projects.updatedon,
};

const searchColumns = [projects.name, projects.projectnumber, projects.description, customers.name];

const tenantOf = (ctx: Ctx) => eq(projects.tenantId, ctx.user.tenantId);

function selectProjects(ctx: Ctx) {
  return ctx.tx
    .select({
      project: projects,
      customername: customers.name,
      responsiblename: responsible.name,
      statusname: statusList.name,
    })
    .from(projects)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, projects.tenantId), eq(customers.id, projects.customer_id)),
    )
    .leftJoin(responsible, eq(responsible.id, projects.responsible_id))
    .leftJoin(
      statusList,
      and(eq(statusList.tenantId, projects.tenantId), eq(statusList.status, projects.status)),
    );
}

type Selected = {
  project: ProjectRow;
  customername: string | null;
  responsiblename: string | null;
  statusname: string | null;
};

function toApi({ project, customername, responsiblename, statusname }: Selected): Project {
  const { tenantId: _tenant, createdby: _createdby, ...row } = project;
  return {
    ...row,
    customername,
    responsiblename,
    statusname,
    createdon: iso(row.createdon)!,
    updatedon: iso(row.updatedon)!,
  };
}

/** Numbers the API takes (money, decimals) as the text numeric columns store. */
function toColumns(values: Partial<ProjectValues>): Partial<typeof projects.$inferInsert> {
  const out: Record<string, unknown> = { ...values };
  for (const k of ['budget', 'hoursestimate', 'hourdiscount', 'materialdiscount'] as const) {
    if (values[k] !== undefined) out[k] = values[k] === null ? null : String(values[k]);
  }
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out as Partial<typeof projects.$inferInsert>;
}

export async function listProjects(ctx: Ctx, input: RecordListInput) {
  const where = listWhere([tenantOf(ctx)], columns, input, searchColumns);
  const rows = await selectProjects(ctx)
    .where(where)
    .orderBy(...listOrder(columns, input.sort, PROJECT_DEFAULT_SORT, projects.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: Project[]; total?: number; totalcapped?: true } = { items: rows.map(toApi) };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(
        ctx.tx,
        ctx.tx
          .select({ one: sql`1` })
          .from(projects)
          .leftJoin(
            customers,
            and(eq(customers.tenantId, projects.tenantId), eq(customers.id, projects.customer_id)),
          )
          .leftJoin(responsible, eq(responsible.id, projects.responsible_id))
          .where(where),
      ),
    );
  }
  return result;
}

export async function getProject(ctx: Ctx, id: number): Promise<Project> {
  const [row] = await selectProjects(ctx).where(and(tenantOf(ctx), eq(projects.id, id)));
  if (!row) throw notFound();
  return toApi(row);
}

/** Active projects (of one customer) for pickers, plus the listed ids even when inactive. */
export async function activeProjects(ctx: Ctx, input: { ids?: number[]; customer_id?: number }) {
  const ids = input.ids ?? [];
  const active = and(
    eq(projects.isactive, true),
    input.customer_id ? eq(projects.customer_id, input.customer_id) : undefined,
  );
  const rows = await selectProjects(ctx)
    .where(and(tenantOf(ctx), ids.length ? or(active, inArray(projects.id, ids)) : active))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(5000);
  return rows.map(toApi);
}

/**
 * spec 01 §3/§4 (status lists): a status must be an active item of the tenant's project status list that this user's
 * role may use (userrolesaccess); the project's current status always stays allowed.
 */
async function assertSettableStatus(ctx: Ctx, status: number, current?: number): Promise<void> {
  if (status === current) return;
  const ok = await isSettableStatus(
    ctx,
    statusList as unknown as StatusListTable,
    projectstatuslistsResource,
    status,
  );
  if (!ok) throw badRequest([{ field: 'status', message: PROJECT_ERRORS.unknownStatus }]);
}

/** The status of a new project: the list's default, else its lowest active status, else 1. */
function defaultStatus(ctx: Ctx): Promise<number> {
  return defaultListStatus(ctx, statusList as unknown as StatusListTable);
}

async function checkReferences(ctx: Ctx, values: Partial<ProjectValues>, before?: Project) {
  if (values.customer_id !== undefined && values.customer_id !== before?.customer_id) {
    await assertReferences(ctx, values, { customer_id: customers });
  }
  if (typeof values.responsible_id === 'number' && values.responsible_id !== before?.responsible_id) {
    await assertResponsible(ctx, values.responsible_id);
  }
  if (values.status !== undefined) await assertSettableStatus(ctx, values.status, before?.status);
}

/** POST projects: the next project number of the tenant, safe when two are created at once. */
export async function createProject(ctx: Ctx, values: ProjectValues): Promise<Project> {
  const tenant = ctx.user.tenantId;
  await checkReferences(ctx, values);
  const status = values.status ?? (await defaultStatus(ctx));
  await lockNumbering(ctx, projects, projects.projectnumber);
  const projectnumber = await nextNumber(ctx, projects, projects.projectnumber, FIRST_PROJECT_NUMBER);
  const [row] = await ctx.tx
    .insert(projects)
    .values({
      ...toColumns(values),
      name: values.name,
      status,
      projectnumber,
      isactive: values.isactive ?? true,
      createdby: ctx.user.userId,
      tenantId: tenant,
    })
    .returning({ id: projects.id });
  return getProject(ctx, row!.id);
}

/** The first project number of a tenant. */
export const FIRST_PROJECT_NUMBER = 1001;

/** Optimistic locking: the update applies only to the version the client read; otherwise 412, nothing changed. */
export async function updateProject(ctx: Ctx, id: number, input: ProjectUpdateValues): Promise<Project> {
  const { version, id: _bodyId, ...values } = input;
  const before = await getProject(ctx, id);
  const start = values.startdate === undefined ? before.startdate : values.startdate;
  const end = values.enddate === undefined ? before.enddate : values.enddate;
  if (start && end && end < start) {
    throw badRequest([{ field: 'enddate', message: PROJECT_ERRORS.endBeforeStart }]);
  }
  await checkReferences(ctx, values, before);
  const [row] = await ctx.tx
    .update(projects)
    .set({ ...toColumns(values), version: sql`${projects.version} + 1`, updatedon: sql`now()` })
    .where(and(tenantOf(ctx), eq(projects.id, id), eq(projects.version, version)))
    .returning({ id: projects.id });
  if (!row) throw staleVersion();
  return getProject(ctx, id);
}

/** A project that still has orders is not deleted: 400 'inUse' naming the orders (its orders keep their project). */
export async function deleteProjects(ctx: Ctx, ids: number[]) {
  return deleteOrInUse(async () => {
    const rows = await ctx.tx
      .delete(projects)
      .where(and(tenantOf(ctx), inArray(projects.id, ids)))
      .returning({ id: projects.id });
    return { deleted: rows.map((r) => r.id) };
  });
}

/**
 * Net and cost of the lines of the tenant's orders that match `where`, per order: only those orders' lines are read
 * (by orderlines_order_idx), not every line of the tenant.
 */
function lineSumsOf(ctx: Ctx, where: SQL | undefined) {
  const tenant = ctx.user.tenantId;
  return ctx.tx
    .select({
      order_id: orderlines.order_id,
      net: sql<string>`sum(${orderlines.net})`.as('net'),
      cost: sql<string>`sum(round(${orderlines.quantity} * coalesce(${orderlines.costprice}, 0), 2))`.as(
        'cost',
      ),
    })
    .from(orderlines)
    .where(
      and(
        eq(orderlines.tenantId, tenant),
        inArray(
          orderlines.order_id,
          ctx.tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.tenantId, tenant), where)),
        ),
      ),
    )
    .groupBy(orderlines.order_id)
    .as('ls');
}

/**
 * The money of orders, summed per project in SQL's exact numeric arithmetic: the lines' net, their cost (quantity ×
 * the cost price each line was added with, rounded to øre per line as costAndMargin does) and the orders' budgets.
 */
function orderSums(ctx: Ctx, where: SQL | undefined) {
  const lineSums = lineSumsOf(ctx, where);
  return ctx.tx
    .select({
      project_id: orders.project_id,
      ordercount: sql<number>`count(*)::int`,
      openordercount: sql<number>`(count(*) filter (where ${inArray(orders.status, [...OPEN_ORDER_STATUSES])}))::int`,
      orderbudget: sql<string>`coalesce(sum(${orders.budget}), 0)`,
      net: sql<string>`coalesce(sum(${lineSums.net}), 0)`,
      cost: sql<string>`coalesce(sum(${lineSums.cost}), 0)`,
    })
    .from(orders)
    .leftJoin(lineSums, eq(lineSums.order_id, orders.id))
    .where(and(eq(orders.tenantId, ctx.user.tenantId), where))
    .groupBy(orders.project_id);
}

/** The hours logged on the project's orders with their cost and sales value; null when none are logged. */
async function projectHours(ctx: Ctx, projectId: number) {
  const ids = await ctx.tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.project_id, projectId)));
  const t = await orderHourTotals(
    ctx,
    ids.map((o) => o.id),
  );
  const none = t.hours === '0.00';
  return { hours: none ? null : t.hours, hourscost: none ? null : t.cost, hourssales: none ? null : t.sales };
}

/** GET projects/{id}/dashboard: the project's orders summed against its budget (issue 7). */
export async function projectDashboard(ctx: Ctx, id: number): Promise<ProjectDashboard> {
  const project = await getProject(ctx, id);
  const [sums] = await orderSums(ctx, eq(orders.project_id, id));
  const net = money(sums?.net);
  const cost = money(sums?.cost);
  const margin = subtractMoney(net, cost);
  return {
    ordercount: sums?.ordercount ?? 0,
    openordercount: sums?.openordercount ?? 0,
    budget: project.budget,
    orderbudget: money(sums?.orderbudget),
    net,
    cost,
    margin,
    marginpercent: percentOf(margin, net),
    remaining: project.budget === null ? null : subtractMoney(project.budget, net),
    hoursestimate: project.hoursestimate,
    // Hours are logged on orders (issue 9): the project's are those of its orders.
    ...(await projectHours(ctx, id)),
  };
}

/** POST projects/{id}/orders: the project's orders for its orders tab (number, customer, status, net). */
export async function projectOrders(ctx: Ctx, id: number) {
  await getProject(ctx, id);
  const lineSums = lineSumsOf(ctx, eq(orders.project_id, id));
  const rows = await ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      description: orders.description,
      customername: customers.name,
      status: orders.status,
      statusname: orderStatus.name,
      startdate: orders.startdate,
      enddate: orders.enddate,
      budget: orders.budget,
      net: sql<string>`coalesce(${lineSums.net}, 0)`,
      responsiblename: users.name,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .leftJoin(users, eq(users.id, orders.responsible_id))
    .leftJoin(
      orderStatus,
      and(eq(orderStatus.tenantId, orders.tenantId), eq(orderStatus.status, orders.status)),
    )
    .leftJoin(lineSums, eq(lineSums.order_id, orders.id))
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.project_id, id)))
    .orderBy(asc(orders.ordernumber))
    .limit(1000);
  return rows.map((r) => ({ ...r, net: money(r.net) }));
}

/** Project and budget reports (/project_reports, /budget_reports): budget against actual per project. */
export async function projectReport(ctx: Ctx, input: ProjectReportInput): Promise<ProjectReportRow[]> {
  const conditions: (SQL | undefined)[] = [tenantOf(ctx)];
  if (!input.includeinactive) conditions.push(eq(projects.isactive, true));
  if (input.customer_id) conditions.push(eq(projects.customer_id, input.customer_id));
  if (input.responsible_id) conditions.push(eq(projects.responsible_id, input.responsible_id));
  if (input.status) conditions.push(eq(projects.status, input.status));
  if (input.to) conditions.push(sql`(${projects.startdate} is null or ${projects.startdate} <= ${input.to})`);
  if (input.from) conditions.push(sql`(${projects.enddate} is null or ${projects.enddate} >= ${input.from})`);
  const text = input.search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(
      sql`(${projects.name} ilike ${pattern} or ${projects.projectnumber}::text ilike ${pattern} or ${customers.name} ilike ${pattern})`,
    );
  }
  const rows = await selectProjects(ctx)
    .where(and(...conditions))
    .orderBy(asc(projects.projectnumber))
    .limit(5000);
  const ids = rows.map((r) => r.project.id);
  const sums = ids.length ? await orderSums(ctx, inArray(orders.project_id, ids)) : [];
  const byProject = new Map(sums.map((s) => [s.project_id, s]));
  return rows.map((r) => {
    const p = toApi(r);
    const s = byProject.get(p.id);
    const net = money(s?.net);
    const cost = money(s?.cost);
    const margin = subtractMoney(net, cost);
    return {
      id: p.id,
      projectnumber: p.projectnumber,
      name: p.name,
      customername: p.customername,
      responsiblename: p.responsiblename,
      statusname: p.statusname,
      startdate: p.startdate,
      enddate: p.enddate,
      ordercount: s?.ordercount ?? 0,
      budget: p.budget,
      net,
      cost,
      margin,
      marginpercent: percentOf(margin, net),
      budgetusedpercent: percentOf(net, p.budget),
      remaining: p.budget === null ? null : subtractMoney(p.budget, net),
    };
  });
}

export { projectstatuslistsResource };
