// The printed offer (spec 02 §9 order report types 14 offer and 22 offer PDF) through the PDF platform module.
import { and, asc, eq } from 'drizzle-orm';
import type { OrderDocumentData, OrderDocumentType } from '@suite/shared/orders/order-document';
import { orderDocumentFileName } from '@suite/shared/orders/order-document';
import type { Language } from '@suite/shared/tenants/modules';
import type { Ctx } from '../../platform/request-context';
import { loadCompanyHeader, renderOrderDocument } from '../../platform/pdf';
import { customerAddresses, customers } from '../customers/customers.table';
import { leads } from '../leads/leads.table';
import { equipments } from '../equipment/equipment.table';
import { getOffer, linesOf } from './offers.service';
import { offerEquipments } from './offers.table';

/** spec 02 §9: 14 the offer as printed from the offer, 22 the offer PDF attached to the offer mail. */
export type OfferDocumentType = Extract<OrderDocumentType, 14 | 22>;

/** The offer as the shared document data: customer (or lead), texts, lines, VAT per rate, equipment. */
export async function offerDocumentData(
  ctx: Ctx,
  id: number,
  language: Language,
): Promise<OrderDocumentData> {
  const tenant = ctx.user.tenantId;
  const offer = await getOffer(ctx, id);
  const lines = await linesOf(ctx, id);
  let party: OrderDocumentData['customer'] = {
    name: offer.customername ?? offer.leadname ?? '',
    addressLines: [],
  };
  if (offer.customer_id) {
    const [c] = await ctx.tx
      .select({ orgnumber: customers.organizationnumber, phone: customers.phone, email: customers.email })
      .from(customers)
      .where(and(eq(customers.tenantId, tenant), eq(customers.id, offer.customer_id)));
    const addresses = await ctx.tx
      .select({ street: customerAddresses.street, zip: customerAddresses.zip, city: customerAddresses.city })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.tenantId, tenant), eq(customerAddresses.customerid, offer.customer_id)))
      .orderBy(asc(customerAddresses.addresstype), asc(customerAddresses.id))
      .limit(1);
    const a = addresses[0];
    party = {
      ...party,
      orgnumber: c?.orgnumber ?? null,
      phone: c?.phone ?? null,
      email: c?.email ?? null,
      addressLines: a ? [a.street ?? '', [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean) : [],
    };
  } else if (offer.lead_id) {
    const [l] = await ctx.tx
      .select({ email: leads.email })
      .from(leads)
      .where(and(eq(leads.tenantId, tenant), eq(leads.id, offer.lead_id)));
    party = { ...party, email: l?.email ?? null };
  }
  const pieces = await ctx.tx
    .select({ name: equipments.name })
    .from(offerEquipments)
    .innerJoin(
      equipments,
      and(eq(equipments.tenantId, offerEquipments.tenantId), eq(equipments.id, offerEquipments.equipment_id)),
    )
    .where(and(eq(offerEquipments.tenantId, tenant), eq(offerEquipments.offer_id, id)));
  return {
    language,
    number: offer.offernumber,
    date: offer.offerdate,
    validuntil: offer.validuntil,
    customer: party,
    contactname: offer.contactname,
    customerreference: offer.customerreference,
    responsiblename: offer.responsiblename,
    title: offer.description,
    text: offer.offertext,
    deliveryterms: offer.deliveryterms,
    lines: lines.map((l) => ({
      productnumber: l.productnumber,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      unitprice: l.unitprice,
      discount: l.discount,
      tax: l.tax,
      net: l.net,
    })),
    totals: {
      net: offer.totals.net,
      vat: offer.totals.vatrates,
      vatTotal: offer.totals.vat,
      gross: offer.totals.gross,
    },
    equipment: pieces.map((p) => ({ name: p.name })),
  };
}

/** The offer's PDF and its file name ('Tilbud 10023.pdf'). */
export async function renderOfferPdf(
  ctx: Ctx,
  id: number,
  type: OfferDocumentType,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  const data = await offerDocumentData(ctx, id, language);
  const content = await renderOrderDocument(type, data, await loadCompanyHeader(ctx));
  return { filename: orderDocumentFileName(type, data.number, language), content };
}
