// The mail history calls (POST mail_history/list, GET mail_history/:id) and their query keys.
import type { MailHistoryDetail, MailHistoryItem } from '@suite/shared/mail/mail-history.schema';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';
import type { ListRequest, ListResponse } from '../settings/resource.types';

export const mailHistoryKeys = {
  all: resourceKeys.all('mail_history'),
  list: (body: ListRequest) => resourceKeys.list('mail_history', body),
  item: (id: number) => resourceKeys.item('mail_history', id),
};

export const mailHistoryApi = {
  list: (body: ListRequest) => api.post<ListResponse<MailHistoryItem>>('mail_history/list', body),
  get: (id: number) => api.get<MailHistoryDetail>(`mail_history/${id}`),
};
