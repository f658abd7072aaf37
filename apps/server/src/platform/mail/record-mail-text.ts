// Subject and body of a mail sent from an order or offer, from the tenant's texts (settings mail_contents per
// event, mail_templates the user picks, offermail_templates) filled with the {{placeholder}} engine
// (packages/shared/src/templates): the orders and offers modules call buildRecordMailText, then sendRecordMail.
import { and, desc, eq } from 'drizzle-orm';
import { formatDate, formatNumber, toIsoDate } from '@suite/shared';
import type { OrderDocumentData } from '@suite/shared/orders/order-document';
import { escapeHtml, renderTemplate, type TemplateValues } from '@suite/shared/templates/placeholders';
import type { MessageEvent } from '@suite/shared/templates/template-kinds';
import { mailcontents, mailtemplates, offermailtemplates } from '../../modules/settings/settings.table';
import { TEMPLATE_DEFAULTS } from '../../modules/settings/templates.defaults';
import { notFound } from '../errors';
import type { Ctx } from '../request-context';
import { readSetting } from '../tenants/tenant-settings.service';
import { groupOrgNumber } from '../pdf/pdf';

/** Which text: the standard text of an event, a mail template by id, or an offer mail template (default if no id). */
export type RecordMailTemplate =
  { event: MessageEvent } | { mailtemplate_id: number } | { offermailtemplate_id?: number | null };

export type RecordMailText = { subject: string; text: string; html: string };

type TextRow = { subject: string; body: string };

async function templateText(ctx: Pick<Ctx, 'tx' | 'user'>, template: RecordMailTemplate): Promise<TextRow> {
  const t = ctx.user.tenantId;
  if ('event' in template) {
    const [row] = await ctx.tx
      .select({ subject: mailcontents.subject!, body: mailcontents.body! })
      .from(mailcontents)
      .where(
        and(
          eq(mailcontents.tenantId!, t),
          eq(mailcontents.event!, template.event),
          eq(mailcontents.isactive!, true),
        ),
      );
    if (row) return row as TextRow;
    // A company that deleted or switched off its standard text still sends the product's default.
    const fallback = TEMPLATE_DEFAULTS.mailcontents!.find((r) => r.event === template.event);
    return { subject: String(fallback?.subject ?? ''), body: String(fallback?.body ?? '') };
  }
  if ('mailtemplate_id' in template) {
    const [row] = await ctx.tx
      .select({ subject: mailtemplates.subject!, body: mailtemplates.body! })
      .from(mailtemplates)
      .where(and(eq(mailtemplates.tenantId!, t), eq(mailtemplates.id!, template.mailtemplate_id)));
    if (!row) throw notFound();
    return row as TextRow;
  }
  const id = template.offermailtemplate_id;
  const [row] = await ctx.tx
    .select({ subject: offermailtemplates.subject!, body: offermailtemplates.body! })
    .from(offermailtemplates)
    .where(
      id
        ? and(eq(offermailtemplates.tenantId!, t), eq(offermailtemplates.id!, id))
        : and(eq(offermailtemplates.tenantId!, t), eq(offermailtemplates.isactive!, true)),
    )
    .orderBy(desc(offermailtemplates.isdefault!), offermailtemplates.id!)
    .limit(1);
  if (row) return row as TextRow;
  if (id) throw notFound();
  const fallback = TEMPLATE_DEFAULTS.mailcontents!.find((r) => r.event === 'offer');
  return { subject: String(fallback?.subject ?? ''), body: String(fallback?.body ?? '') };
}

/** The company, sender and today placeholders every mail offers (templates/template-kinds.ts groups general, company). */
async function commonValues(ctx: Pick<Ctx, 'tx' | 'user'>): Promise<Record<string, string>> {
  const { value: c } = await readSetting(ctx, 'companyinfo');
  return {
    date: formatDate(toIsoDate(new Date())),
    username: ctx.user.details.name,
    companyname: c.partyname,
    companyphone: c.phone,
    companyemail: c.email,
    companyaddress: [c.street, [c.postcode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    companyorgnumber: c.organizationnumber ? groupOrgNumber(c.organizationnumber) : '',
  };
}

/**
 * Subject, plain text and HTML of a record mail: the chosen tenant text filled with the company's values, the
 * sender, today's date and `values` (the record's placeholders: orderMailValues / offerMailValues, or your own).
 * Names match case-insensitively and a missing one is empty (spec 02 §5). The HTML is the text escaped, with line
 * breaks, so a customer called 'A & B <AS>' cannot inject markup. A mail_templates or offermail_templates id of
 * another tenant is a 404.
 */
export async function buildRecordMailText(
  ctx: Pick<Ctx, 'tx' | 'user'>,
  template: RecordMailTemplate,
  values: TemplateValues,
): Promise<RecordMailText> {
  const row = await templateText(ctx, template);
  const all = { ...(await commonValues(ctx)), ...values };
  const text = renderTemplate(row.body, all);
  const html = renderTemplate(escapeHtml(row.body), all, { html: true }).replace(/\r?\n/g, '<br>\n');
  return { subject: renderTemplate(row.subject, all).replace(/[\r\n]+/g, ' '), text, html };
}

/** The customer and contact placeholders of an order or offer document. */
function partyValues(d: OrderDocumentData): Record<string, string> {
  return {
    customername: d.customer.name,
    customeraddress: d.customer.addressLines.join(', '),
    customerphone: d.customer.phone ?? '',
    customeremail: d.customer.email ?? '',
    contactname: d.contactname ?? '',
  };
}

/** The placeholders of an order (template group 'order') from its document data. */
export function orderMailValues(d: OrderDocumentData, extra: TemplateValues = {}): TemplateValues {
  return {
    ...partyValues(d),
    ordernumber: d.number,
    orderdate: formatDate(d.startdate || d.date),
    orderdescription: d.description ?? '',
    orderaddress: (d.deliveryAddressLines?.length ? d.deliveryAddressLines : d.customer.addressLines).join(
      ', ',
    ),
    technician: d.responsiblename ?? '',
    ...extra,
  };
}

/** The placeholders of an offer (template group 'offer'); pass offerlink (the /offermail_status link) in extra. */
export function offerMailValues(d: OrderDocumentData, extra: TemplateValues = {}): TemplateValues {
  return {
    ...partyValues(d),
    offernumber: d.number,
    offerdate: formatDate(d.date),
    offervaliduntil: formatDate(d.validuntil),
    offertitle: d.title ?? d.description ?? '',
    offeramount: formatNumber(d.totals.gross),
    ...extra,
  };
}
