// Calls of the notifications area (spec 01 §7 "Notifications and to-dos", docs/api-contract.md).
import { api } from '../../platform/api';
import { createResource, useResource } from '../../platform/api-resource';
import { NOTIFICATION_POLL_MS } from '../../platform/constants';
import { useSession } from '../../platform/session';

export type UnreadCounts = { notificationcount: number; rentalinvoiceissuescount: number };

/** spec 01 §3: status 1 info, 2 download ready, 3 error, 4 success. */
export type NotificationStatus = 1 | 2 | 3 | 4;

export type AppNotification = {
  id: number;
  moduleid: number;
  recordid: number | null;
  dateat: string;
  title: string;
  link: string;
  icon: string;
  status: NotificationStatus;
  isread: boolean;
};

export type RentalIssueOrder = { orderid: number; ordernumber: string | number };

/** react-query keys of the notifications page. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (language: string) => ['notifications', 'list', language] as const,
};

// Silent: a failing poll would otherwise put up a red snackbar every minute.
export const unreadCounts = createResource(() =>
  api.get<UnreadCounts>('notifications/get_unread_notifications_count', undefined, { silent: true }),
);

/**
 * The unread counts (bell badge, rental issues dialog). The main layout polls them every 60 s while signed in
 * (spec 01 §7, §9: `poll: true`); other readers share that answer.
 */
export function useUnreadCounts(options: { poll?: boolean } = {}) {
  const { user } = useSession();
  return useResource(unreadCounts, {
    enabled: Boolean(user) && options.poll === true,
    pollMs: NOTIFICATION_POLL_MS,
  });
}
