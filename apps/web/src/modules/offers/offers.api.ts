// The offer calls (issue 7 "Offers") and their query keys.
import type { Offer, OfferLine, OfferListItem, PublicOffer } from '@suite/shared/offers/offer.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';
import type { ListRequest, ListResponse } from '../settings/resource.types';

// Forms show field errors and the stale-save message themselves.
const silent = { silent: true } as const;

export const offerKeys = {
  all: resourceKeys.all('offers'),
  item: (id: number) => resourceKeys.item('offers', id),
  lines: (id: number) => [...resourceKeys.all('offers'), 'lines', id] as const,
  list: (body: ListRequest | Record<string, unknown>) =>
    [...resourceKeys.all('offers'), 'list', body] as const,
  statuses: [...resourceKeys.all('offers'), 'statuses'] as const,
};

export type OfferStatusItem = { id: number; status: number; name: string; isactive: boolean };

export const offersApi = {
  list: (body: Partial<ListRequest> & Record<string, unknown>) =>
    api.post<ListResponse<OfferListItem>>('offers/list', body),
  get: (id: number) => api.get<Offer>(`offers/${id}`, undefined, silent),
  create: (body: Record<string, unknown>) => api.post<Offer>('offers', body, silent),
  update: (id: number, body: Record<string, unknown>) => api.put<Offer>(`offers/${id}`, body, silent),
  remove: (ids: number[]) => api.del<{ deleted: number[] }>('offers', { ids }),
  send: (id: number, body: Record<string, unknown>) =>
    api.post<Offer & { mail: { status: string; error: string | null } }>(`offers/${id}/send`, body, silent),
  createOrder: (id: number) =>
    api.post<{ order_id: number; ordernumber: number }>(`offers/${id}/create_order`, {}, silent),
  lines: (id: number) =>
    api.post<{ items: OfferLine[] }>('offerlines/list', { match: { offer_id: id } }).then((r) => r.items),
  addLine: (body: Record<string, unknown>) => api.post<OfferLine>('offerlines', body, silent),
  updateLine: (id: number, body: Record<string, unknown>) =>
    api.put<OfferLine>(`offerlines/${id}`, body, silent),
  removeLines: (ids: number[]) => api.del<{ deleted: number[] }>('offerlines', { ids }),
  statuses: () => api.post<OfferStatusItem[]>('offerstatuslists/get_active', {}),
};

/** The public answer page's calls: no session; the page shows every failure itself. */
export const publicOfferApi = {
  get: (token: string) =>
    api.get<PublicOffer>(`openapi/offers/${encodeURIComponent(token)}`, undefined, silent),
  respond: (token: string, body: { accepted: boolean; name: string; comment?: string }) =>
    api.post<{ accepted: boolean; respondedat: string }>(
      `openapi/offers/${encodeURIComponent(token)}/respond`,
      body,
      silent,
    ),
};

export type CustomerContact = { id: number; firstname: string; lastname: string | null };

/** The customer's contacts (up to 200) for an offer's contact choice; none without a customer. */
export function useCustomerContacts(customerId: number | null) {
  return useQuery({
    queryKey: ['resource', 'contacts', 'list', { customer: customerId }],
    queryFn: () =>
      api
        .post<{ items: CustomerContact[] }>('contacts/list', {
          match: { customerid: customerId },
          limit: 200,
        })
        .then((r) => r.items),
    enabled: customerId !== null,
  });
}

export const contactName = (c: CustomerContact) => [c.firstname, c.lastname].filter(Boolean).join(' ');
