// The customer list's filters as the list call's `match` (spec 01 §3: isactive, iscustomer, issupplier,
// isprivatecustomer, isfavourite).
export type StatusFilter = 'active' | 'inactive' | 'all';
export type KindFilter = 'all' | 'customers' | 'suppliers' | 'private' | 'favourites';

const KIND_MATCH: Record<KindFilter, Record<string, boolean>> = {
  all: {},
  customers: { iscustomer: true },
  suppliers: { issupplier: true },
  private: { isprivatecustomer: true },
  favourites: { isfavourite: true },
};

export function customerListMatch(status: StatusFilter, kind: KindFilter): Record<string, boolean> {
  return {
    ...(status === 'all' ? {} : { isactive: status === 'active' }),
    ...KIND_MATCH[kind],
  };
}
