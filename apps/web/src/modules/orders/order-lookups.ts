// The tenant's lists the orders' screens choose from, apart from the screens (issue 11): the filters' dialog
// loads only when it is opened while the page's chips name the chosen filters with them, and an order's form
// reads the statuses without loading the list screen.
import { useQuery } from '@tanstack/react-query';
import { lookupItems } from '../customers/customers.api';
import { usersApi } from './orders.api';

/** The tenant's lists the filters choose from (the order form asks for the same ones). */
export function useOrderFilterLookups(enabled: boolean) {
  const lists = useQuery({
    queryKey: ['resource', 'orders', 'filter-lookups'],
    queryFn: async () => ({
      types: (await lookupItems('ordertypes')) ?? [],
      categories: (await lookupItems('ordercategories')) ?? [],
      projects: (await lookupItems('projects')) ?? [],
    }),
    enabled,
    staleTime: 60_000,
  });
  const users = useQuery({
    queryKey: ['resource', 'users', 'lookup'],
    queryFn: usersApi.list,
    enabled,
    staleTime: 60_000,
  });
  return { lists: lists.data, users: users.data };
}

export type OrderFilterLookups = ReturnType<typeof useOrderFilterLookups>;

type StatusItem = { id: number; status: number; name: string };

export const ORDER_STATUSES_KEY = ['resource', 'orderstatuslists', 'active'];
export const loadOrderStatuses = async () =>
  ((await lookupItems('orderstatuslists')) ?? []) as unknown as StatusItem[];

/** The tenant's order statuses (spec 01 §3), for the filter and the form. */
export function useOrderStatuses() {
  return useQuery({ queryKey: ORDER_STATUSES_KEY, queryFn: loadOrderStatuses, staleTime: 60_000 });
}
