import type { Totals } from '@suite/shared/orders/line-totals';
import type { AccessContext } from '@suite/shared/auth/session-types';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { api } from '../../platform/api';
import { downloadPosted } from '../../platform/download';

export type InvoiceLine = {
  id: number;
  product_id: number | null;
  productnumber: string | null;
  name: string;
  quantity: string;
  unit: string | null;
  unitprice: string;
  discount: string;
  tax: string;
  net: string;
  orderline_id: number | null;
  credited_line_id: number | null;
  akonto_invoice_id: number | null;
};

export type Invoice = {
  approvalstatus: 1 | 2 | 3 | null;
  approvalcomment: string | null;
  id: number;
  type: 1 | 2;
  status: 1 | 2 | 3 | 4 | 5;
  statusname: string;
  invoicenumber: number | null;
  invoicedate: string | null;
  duedate: string | null;
  paymentterms: number;
  kid: string | null;
  openinvoice_id: string | null;
  customer_id: number;
  customername: string;
  customeremail: string | null;
  customerorgnumber: string | null;
  customerreference: string | null;
  ourreference: string | null;
  invoicetext: string | null;
  currency: string;
  order_id: number | null;
  ordernumber: number | null;
  creditedinvoice_id: number | null;
  creditedinvoicenumber: number | null;
  isakonto: boolean;
  ehfstatus: string | null;
  sendtype: number | null;
  sentto: string | null;
  lines: InvoiceLine[];
  totals: Totals;
  paid: string;
  credited: string;
  balance: string;
  overdue: boolean;
  reminders: number;
  payments: { id: number; amount: string; paiddate: string; note: string | null }[];
  version: number;
};

export type InvoiceRow = Pick<
  Invoice,
  | 'id'
  | 'type'
  | 'status'
  | 'invoicenumber'
  | 'invoicedate'
  | 'duedate'
  | 'customer_id'
  | 'customername'
  | 'order_id'
  | 'kid'
  | 'currency'
  | 'isakonto'
  | 'paid'
  | 'balance'
  | 'overdue'
  | 'reminders'
> & { totals: { net: string; vat: string; gross: string } };

export type InvoiceListFilter = {
  match?: {
    status?: number | number[];
    customer_id?: number;
    order_id?: number;
    project_id?: number;
    type?: 1 | 2;
  };
  from?: string;
  to?: string;
  overdue?: boolean;
  search?: string;
  skip?: number;
  limit?: number;
};
export type InvoiceList = {
  items: InvoiceRow[];
  total: number;
  sums: { net: string; vat: string; gross: string; balance: string };
};
export type SendResult = {
  invoice: Invoice;
  result: 'sent' | 'failed';
  message: string | null;
  pdfurl: string;
};
export type OrderInvoicing = {
  pricingtype: string;
  basis: string;
  invoiced: string;
  remaining: string;
  drafts: number;
};

const silent = { silent: true };
export const invoicesApi = {
  list: (filter: InvoiceListFilter) => api.post<InvoiceList>('invoices/list', filter),
  get: (id: number) => api.get<Invoice>(`invoices/${id}`),
  update: (id: number, body: Record<string, unknown>) => api.put<Invoice>(`invoices/${id}`, body, silent),
  remove: (id: number) => api.del<{ deleted: number[] }>(`invoices/${id}`, undefined, silent),
  createFromOrder: (orderId: number, body: { akonto?: string; includehours?: boolean }) =>
    api.post<Invoice>(`invoices/create_from_order/${orderId}`, body, silent),
  send: (id: number, body: { sendtype: number; to?: string }) =>
    api.post<SendResult>(`invoices/${id}/send`, body, silent),
  creditnote: (id: number, body: { lines?: { line_id: number; quantity: string }[] }) =>
    api.post<Invoice>(`invoices/${id}/creditnote`, body, silent),
  payment: (id: number, body: { amount: string; paiddate: string }) =>
    api.post<Invoice>(`invoices/${id}/payments`, body, silent),
  reminder: (id: number, body: { sendtype?: 2 | 4; to?: string }) =>
    api.post<{ invoice: Invoice; result: string; message: string | null; fee: string }>(
      `invoices/${id}/reminder`,
      body,
      silent,
    ),
  exportTo: (body: { system: string; from: string; to: string }) =>
    api.post<{ export: AccountingExport; invoices: number[] }>('invoices/export', body, silent),
  outbox: (page: number) =>
    api.post<{ items: AccountingExport[]; total: number }>('invoices/exports/list', {
      skip: page * 10,
      limit: 10,
    }),
  ledger: (
    body: { from: string; to: string; format: 'csv' | 'xlsx'; markexported: boolean },
    language: string,
  ) => downloadPosted('invoices/ledger', body, language, `bilag-${body.from}-${body.to}.${body.format}`),
  report: (body: InvoiceReportFilter) => api.post<InvoiceReport>('invoices/report', body, silent),
  reportXlsx: (body: InvoiceReportFilter, language: string) =>
    downloadPosted('invoices/report/xlsx', body, language, 'invoices.xlsx'),
  reserve: (body: { search?: string }) => api.post<ReserveReport>('invoices/reserve_report', body, silent),
  reserveXlsx: (body: { search?: string }, language: string) =>
    downloadPosted('invoices/reserve_report/xlsx', body, language, 'invoice-reserve.xlsx'),
  approvals: (approvalstatus: number) =>
    api.post<ApprovalList>('invoices/approval/list', { approvalstatus, limit: 500 }),
  decide: (id: number, body: { approve: boolean; comment?: string }) =>
    api.post<Invoice>(`invoices/${id}/approval`, body, silent),
  batchSend: (body: { invoice_ids: number[]; sendtype: number }) =>
    api.post<InvoiceBatch>('invoices/batch_send', body, silent),
  batch: (id: number) => api.get<InvoiceBatch>(`invoices/batch/${id}`),
  latestBatch: () => api.get<InvoiceBatch | null>('invoices/batch/latest'),
  orderInvoicing: (orderId: number) => api.get<OrderInvoicing>(`invoices/order/${orderId}`),
  logs: (body: { invoice_id?: number; skip?: number; limit?: number }) =>
    api.post<{ items: InvoiceLog[]; total: number }>('invoices/logs', body),
};
export type InvoiceLog = {
  id: number;
  invoice_id: number | null;
  invoicenumber: number | null;
  event: string;
  details: Record<string, unknown>;
  username: string | null;
  createdon: string;
};

export type AccountingExport = {
  id: number;
  system: string;
  status: 'queued' | 'sent' | 'failed';
  invoicecount: number;
  invoice_ids: number[];
  payload: { method: string; path: string; body: unknown };
  error: string | null;
  createdon: string;
};

export type InvoiceReportFilter = {
  from: string;
  to: string;
  groupby: 'month' | 'customer' | 'status';
};
type Sums = { count: number; net: string; vat: string; gross: string; paid: string; balance: string };
export type InvoiceReport = {
  groupby: InvoiceReportFilter['groupby'];
  rows: (Sums & { key: string; label: string })[];
  total: Sums;
};

type ReserveSums = { lines: string; hours: string; fixedprice: string; akonto: string; toinvoice: string };
export type ReserveReport = {
  rows: (ReserveSums & {
    order_id: number;
    ordernumber: number;
    description: string | null;
    customer_id: number;
    customername: string;
    status: number;
    pricingtype: string;
  })[];
  total: ReserveSums & { count: number };
};

export type ApprovalList = {
  requireapproval: boolean;
  total: number;
  items: {
    id: number;
    type: number;
    customer_id: number;
    customername: string;
    order_id: number | null;
    isakonto: boolean;
    currency: string;
    totals: { net: string; vat: string; gross: string };
    approvalstatus: 1 | 2 | 3;
    approvalcomment: string | null;
    approvername: string | null;
    approvedon: string | null;
    createdon: string;
  }[];
};

export type InvoiceBatch = {
  id: number;
  sendtype: number;
  total: number;
  done: number;
  failed: number;
  status: 'queued' | 'running' | 'finished';
  /** Why each failed invoice was not sent (a message key), with its customer and order. */
  errors: { invoice_id: number; message: string; customername: string | null; order_id: number | null }[];
  createdon: string;
  finishedon: string | null;
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filter: InvoiceListFilter) => ['invoices', 'list', filter] as const,
  item: (id: number) => ['invoices', 'item', id] as const,
  order: (orderId: number) => ['invoices', 'order', orderId] as const,
  logs: (page: number) => ['invoices', 'logs', page] as const,
  outbox: (page: number) => ['invoices', 'outbox', page] as const,
  approvals: (status: number) => ['invoices', 'approvals', status] as const,
  batch: (id: number | 'latest') => ['invoices', 'batch', id] as const,
};

/** spec 02 §6: what the user may do with invoices ({module}_{action}; role 3 never changes). */
export function invoiceRights(access: AccessContext | null) {
  const may = (action: string) => Boolean(access && hasPermission(access, `invoice_${action}`));
  const write = (action: string) => Boolean(access && canChange(access) && may(action));
  return {
    view: may('view'),
    add: write('add'),
    edit: write('edit'),
    remove: write('delete'),
    logs: may('logs'),
  };
}

/** The invoice record's path: under its order (spec 02 §2 orders/:order_id/invoice/actions/:invoice_id). */
export function invoicePath(row: { id: number; order_id: number | null }): string {
  return `/orders/${row.order_id ?? 0}/invoice/actions/${row.id}`;
}

/** The server's message key of a failed call, for t('invoices.<key>'). */
export function problemKey(error: unknown): string | null {
  const p = (error as { problem?: { detail?: string; errors?: { message: string }[] } })?.problem;
  if (!p) return null;
  if (p.detail && p.detail !== 'validationIssue') return p.detail;
  return p.errors?.[0]?.message ?? p.detail ?? null;
}
