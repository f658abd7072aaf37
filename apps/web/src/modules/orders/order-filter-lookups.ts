// The lists /orders' filters choose from, apart from the filters' dialog (issue 11: the page's chips name the
// chosen filters with them while the dialog's code loads only when it is opened).
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
