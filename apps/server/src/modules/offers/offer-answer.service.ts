// Sending an offer with its answer link, the customer's answer on the public page, and the order made from an
// offer (issue 7 "Offers"; spec 02 §4 "customer responds through a token link", §6 public pages, §8 'token expired').
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { formatDate } from '@suite/shared/format/date-format';
import { formatNumber } from '@suite/shared/format/number-format';
import { lineNet } from '@suite/shared/orders/line-totals';
import { OFFER_ERRORS, OFFER_STATUS, offerLinkExpiry } from '@suite/shared/offers/offer.rules';
import type {
  Offer,
  OfferRespondInput,
  OfferSendInput,
  PublicOffer,
} from '@suite/shared/offers/offer.schema';
import { renderTemplate } from '@suite/shared/templates/placeholders';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import type { SessionUser } from '../../platform/auth/access-context';
import { badRequest, Problem } from '../../platform/errors';
import { sendRecordMail, type MailCtx } from '../../platform/mail/record-mail';
import { notifications } from '../../platform/notifications/notifications.table';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { leads } from '../leads/leads.table';
import { createOrder } from '../orders/orders.service';
import { orderlines, orders } from '../orders/orders.table';
import { offermailtemplates } from '../settings/settings.table';
import { renderOfferPdf } from './offer-document';
import { getOffer, hasOfferStatus, linesOf, offerRow, setOfferStatus } from './offers.service';
import { offerEquipments, offerResponses, offers, offerTokens } from './offers.table';

/** spec 01 §3 notification module id of offers (the route table's MID.offer). */
export const OFFER_NOTIFICATION_MODULE = 4;

const templates = offermailtemplates as typeof offermailtemplates & {
  subject: typeof offers.description;
  body: typeof offers.description;
  isdefault: typeof offers.isactive;
  name: typeof offers.description;
};

/** 410 'tokenExpired' (spec 02 §8 "Offer response link: token expired"): used, replaced, expired or unknown. */
export const tokenExpired = () => new Problem(410, 'Gone', OFFER_ERRORS.tokenExpired);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new answer link: 256 random bits after the tenant id ('<tenant>.<random>'), so the public call opens the right
 * tenant's transaction (RLS stays on for it) before it looks the hash up. The tenant id is no secret; the random
 * part is the whole of the link's strength.
 */
function newToken(tenantId: number): { token: string; hash: string } {
  const token = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

function tenantOfToken(token: string): number | null {
  const m = /^([1-9]\d{0,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}

export type OfferMail = {
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  link: string;
  tokenId: number;
};

/**
 * The mail of POST offers/{id}/send from the offer mail template (the default one, else the first active): the
 * body sent wins over the template; the link is added when the text has no {{offerlink}}. A new link replaces the
 * offer's older ones, which stop working.
 */
export async function prepareOfferMail(
  ctx: Ctx,
  id: number,
  input: OfferSendInput,
  publicUrl: string,
): Promise<OfferMail> {
  const offer = await getOffer(ctx, id);
  if (!offer.customer_id && !offer.lead_id)
    throw badRequest([{ field: 'to', message: OFFER_ERRORS.noCustomer }]);
  const tenant = ctx.user.tenantId;
  const [template] = await ctx.tx
    .select({ subject: templates.subject, body: templates.body })
    .from(templates)
    .where(and(eq(templates.tenantId, tenant), eq(templates.isactive, true)))
    .orderBy(sql`${templates.isdefault} desc`, asc(templates.name), asc(templates.id))
    .limit(1);
  const company = (await readSetting(ctx, 'companyinfo')).value;
  let contactname = offer.contactname;
  if (!contactname && offer.lead_id) {
    const [lead] = await ctx.tx
      .select({ contactperson: leads.contactperson })
      .from(leads)
      .where(and(eq(leads.tenantId, tenant), eq(leads.id, offer.lead_id)));
    contactname = lead?.contactperson ?? null;
  }
  const { token, hash } = newToken(tenant);
  const link = `${publicUrl.replace(/\/$/, '')}/offermail_status?token=${encodeURIComponent(token)}`;
  const values = {
    offernumber: offer.offernumber,
    offerdate: formatDate(offer.offerdate),
    offervaliduntil: offer.validuntil ? formatDate(offer.validuntil) : '',
    offertitle: offer.description ?? '',
    offeramount: formatNumber(offer.totals.net),
    offerlink: link,
    customername: offer.customername ?? offer.leadname ?? '',
    contactname: contactname ?? offer.customername ?? offer.leadname ?? '',
    companyname: company.partyname ?? ctx.user.tenantName,
    companyphone: company.phone ?? '',
    companyemail: company.email ?? '',
    username: ctx.user.details.name,
  };
  const subject =
    input.subject ?? renderTemplate(template?.subject ?? 'Tilbud {{offernumber}}: {{offertitle}}', values);
  let text = input.body ?? renderTemplate(template?.body ?? '{{offerlink}}', values);
  if (!text.includes(link)) text = `${text}\n\n${link}`;
  await ctx.tx
    .update(offerTokens)
    .set({ revokedat: new Date() })
    .where(
      and(
        eq(offerTokens.tenantId, tenant),
        eq(offerTokens.offer_id, id),
        isNull(offerTokens.usedat),
        isNull(offerTokens.revokedat),
      ),
    );
  const [row] = await ctx.tx
    .insert(offerTokens)
    .values({
      tenantId: tenant,
      offer_id: id,
      tokenhash: hash,
      expiresat: offerLinkExpiry(offer.validuntil, new Date()),
      sentto: input.to,
      createdby: ctx.user.userId,
    })
    .returning({ id: offerTokens.id });
  return {
    to: input.to,
    cc: input.cc ?? null,
    subject,
    text,
    link,
    tokenId: row!.id,
  };
}

/**
 * POST offers/{id}/send: the mail with the offer PDF (report type 22) attached and the answer link, through the
 * record mail of the platform (recorded in the mail history, the customer's mail tab). Delivered: the offer's sent
 * time is set and a draft becomes 'sent' (when the list has it). Not delivered: the history keeps the failure, the
 * new link is withdrawn and the offer is unchanged; the answer says so in `mail`.
 */
export async function sendOffer(
  ctx: MailCtx,
  id: number,
  input: OfferSendInput,
  publicUrl: string,
): Promise<Offer & { mail: { status: string; error: string | null } }> {
  const mail = await prepareOfferMail(ctx as Ctx, id, input, publicUrl);
  const offer = await offerRow(ctx as Ctx, id);
  const pdf = await renderOfferPdf(ctx as Ctx, id, 22, 'no');
  const sent = await sendRecordMail(ctx, {
    to: mail.to,
    ...(mail.cc ? { cc: mail.cc } : {}),
    subject: mail.subject,
    text: mail.text,
    moduleid: OFFER_NOTIFICATION_MODULE,
    recordid: id,
    customer_id: offer.customer_id,
    attachments: [{ ...pdf, contentType: 'application/pdf' }],
  });
  if (sent.status === 'failed') {
    await ctx.tx
      .update(offerTokens)
      .set({ revokedat: new Date() })
      .where(and(eq(offerTokens.tenantId, ctx.user.tenantId), eq(offerTokens.id, mail.tokenId)));
  } else {
    const toSent =
      offer.status === OFFER_STATUS.draft && (await hasOfferStatus(ctx as Ctx, OFFER_STATUS.sent));
    await setOfferStatus(ctx as Ctx, id, toSent ? OFFER_STATUS.sent : offer.status, { sentat: new Date() });
  }
  return { ...(await getOffer(ctx as Ctx, id)), mail: { status: sent.status, error: sent.error } };
}

// ------------------------------------------------------------------------------------------------
// The public page: no session, the tenant from the token.

/** The context of a public call: the tenant's transaction and no user (the functions used read only tenantId). */
function publicCtx(tx: Ctx['tx'], tenantId: number): Ctx {
  return { tx, user: { tenantId, userId: 0 } as SessionUser };
}

type TokenRow = typeof offerTokens.$inferSelect;

async function liveToken(ctx: Ctx, token: string, lock: boolean): Promise<TokenRow> {
  const q = ctx.tx
    .select()
    .from(offerTokens)
    .where(and(eq(offerTokens.tenantId, ctx.user.tenantId), eq(offerTokens.tokenhash, hashToken(token))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.usedat || row.revokedat || row.expiresat.getTime() <= Date.now()) throw tokenExpired();
  return row;
}

/** Runs fn in the token's tenant with a live token (410 otherwise). */
export async function withOfferToken<T>(
  db: Db,
  token: string,
  fn: (ctx: Ctx, row: TokenRow) => Promise<T>,
  opts: { lock?: boolean } = {},
): Promise<T> {
  const tenantId = tenantOfToken(token);
  if (tenantId === null) throw tokenExpired();
  return withTenant(db, tenantId, async (tx) => {
    const ctx = publicCtx(tx, tenantId);
    return fn(ctx, await liveToken(ctx, token, opts.lock ?? false));
  });
}

/** GET openapi/offers/{token}: what the customer sees (company, the offer, its lines and totals). */
export async function publicOffer(ctx: Ctx, offerId: number): Promise<PublicOffer> {
  const offer = await getOffer(ctx, offerId);
  const company = (await readSetting(ctx, 'companyinfo')).value;
  const lines = await linesOf(ctx, offerId);
  return {
    company: {
      name: company.partyname ?? '',
      address:
        [company.street, [company.postcode, company.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ') || null,
      orgnumber: company.organizationnumber || null,
      phone: company.phone ?? null,
      email: company.email || null,
      logo: company.logo || null,
    },
    offernumber: offer.offernumber,
    offerdate: offer.offerdate,
    validuntil: offer.validuntil,
    customername: offer.customername ?? offer.leadname,
    description: offer.description,
    offertext: offer.offertext,
    deliveryterms: offer.deliveryterms,
    lines: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      unitprice: l.unitprice,
      discount: l.discount,
      tax: l.tax,
      net: l.net,
    })),
    totals: offer.totals,
    pdf: true,
  };
}

/**
 * POST openapi/offers/{token}/respond: the answer is kept (name, time, IP address, comment), the link is used up,
 * the offer gets status accepted or declined (when the list has it) and its responsible a notification.
 */
export async function respondToOffer(
  ctx: Ctx,
  token: TokenRow,
  input: OfferRespondInput,
  client: { ip: string | null; useragent: string | null },
): Promise<{ accepted: boolean; respondedat: string }> {
  const tenant = ctx.user.tenantId;
  await ctx.tx
    .update(offerTokens)
    .set({ usedat: new Date() })
    .where(and(eq(offerTokens.tenantId, tenant), eq(offerTokens.id, token.id)));
  const [answer] = await ctx.tx
    .insert(offerResponses)
    .values({
      tenantId: tenant,
      offer_id: token.offer_id,
      token_id: token.id,
      accepted: input.accepted,
      name: input.name,
      comment: input.comment ?? null,
      ipaddress: client.ip,
      useragent: client.useragent?.slice(0, 400) ?? null,
    })
    .returning({ respondedat: offerResponses.respondedat });
  const status = input.accepted ? OFFER_STATUS.accepted : OFFER_STATUS.declined;
  const offer = await offerRow(ctx, token.offer_id);
  await setOfferStatus(ctx, offer.id, (await hasOfferStatus(ctx, status)) ? status : offer.status);
  const notify = offer.responsible_id ?? offer.createdby;
  if (notify) {
    await ctx.tx.insert(notifications).values({
      tenantId: tenant,
      userId: notify,
      moduleid: OFFER_NOTIFICATION_MODULE,
      recordid: offer.id,
      message: input.accepted ? 'offerAccepted' : 'offerDeclined',
      status: input.accepted ? 4 : 1,
    });
  }
  return { accepted: input.accepted, respondedat: answer!.respondedat.toISOString() };
}

// ------------------------------------------------------------------------------------------------
// Create order from offer.

/**
 * POST offers/{id}/create_order: an order of the offer's customer through the orders module's createOrder, with
 * the offer's contact, building, texts (offer text -> order text, delivery terms), customer reference, lines
 * (net recomputed) and equipment, linked both ways. An offer that already has an order, or has no customer yet
 * (a lead's offer), is a 400 naming why.
 */
export async function createOrderFromOffer(
  ctx: Ctx,
  id: number,
): Promise<{ order_id: number; ordernumber: number }> {
  const offer = await offerRow(ctx, id);
  if (offer.order_id !== null)
    throw badRequest([{ field: 'order_id', message: OFFER_ERRORS.alreadyOrdered }]);
  if (offer.customer_id === null)
    throw badRequest([{ field: 'customer_id', message: OFFER_ERRORS.noCustomer }]);
  const tenant = ctx.user.tenantId;
  // The offer row is locked: two clicks at once make one order.
  await ctx.tx.execute(
    sql`select 1 from ${offers} where ${offers.tenantId} = ${tenant} and ${offers.id} = ${id} for update`,
  );
  const [again] = await ctx.tx
    .select({ order_id: offers.order_id })
    .from(offers)
    .where(and(eq(offers.tenantId, tenant), eq(offers.id, id)));
  if (again?.order_id) throw badRequest([{ field: 'order_id', message: OFFER_ERRORS.alreadyOrdered }]);
  const pieces = await ctx.tx
    .select({ id: offerEquipments.equipment_id })
    .from(offerEquipments)
    .where(and(eq(offerEquipments.tenantId, tenant), eq(offerEquipments.offer_id, id)));
  const order = await createOrder(ctx, {
    customer_id: offer.customer_id,
    building_id: offer.building_id,
    responsible_id: offer.responsible_id,
    description: offer.description,
    equipment_ids: pieces.map((p) => p.id),
  });
  await ctx.tx
    .update(orders)
    .set({
      offer_id: id,
      contact_id: offer.contact_id,
      project_id: offer.project_id,
      ordertext: offer.offertext,
      deliveryterms: offer.deliveryterms,
      customerreference: offer.customerreference,
    })
    .where(and(eq(orders.tenantId, tenant), eq(orders.id, order.id)));
  const lines = await linesOf(ctx, id);
  if (lines.length) {
    await ctx.tx.insert(orderlines).values(
      lines.map((l) => ({
        tenantId: tenant,
        order_id: order.id,
        product_id: l.product_id,
        position: l.position,
        productnumber: l.productnumber,
        name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        unitprice: l.unitprice,
        discount: l.discount,
        tax: l.tax,
        costprice: l.costprice,
        net: lineNet(l),
      })),
    );
  }
  await ctx.tx
    .update(offers)
    .set({ order_id: order.id, version: sql`${offers.version} + 1`, updatedon: new Date() })
    .where(and(eq(offers.tenantId, tenant), eq(offers.id, id)));
  return { order_id: order.id, ordernumber: order.ordernumber };
}
