// The customer form's lookups (spec 01 §2 Settings "Customers" and "Products"), apart from the form so the
// form's chunk can ask for them when it runs for the page being opened (issue 11, first-request.ts) with the same
// query keys the form uses.
import type { CustomFieldDefinition } from '@suite/shared/settings/custom-field-values.rules';
import { shownDefinitions } from './custom-fields.logic';
import { customerKeys, lookupItems, type Customer, type LookupItem } from './customers.api';

// Lookup lists of the settings module.
const LOOKUPS = {
  priorityid: 'customerpriorities',
  shipmentid: 'customershipments',
  industryid: 'customerindustries',
  productgroupid: 'productgroups',
  // The tenant's payment terms list (days); without it the form offers every allowed day count.
  paymentterms: 'paymentterms',
} as const;
export type CustomerLookupField = keyof typeof LOOKUPS;

/** The company's own customer fields (settings /customer_custom_fields): every signed-in user reads them. */
export function customFieldsQuery() {
  return {
    queryKey: [...customerKeys.all, 'custom-fields'],
    queryFn: async () =>
      shownDefinitions((await lookupItems('customercustomfields')) as CustomFieldDefinition[] | null),
    staleTime: 5 * 60_000,
  };
}

/** The lookup lists of the form's selects, with the customer's current (maybe inactive) choices. */
export function formLookupsQuery(customer: Customer | null) {
  const currentIds = (field: CustomerLookupField) =>
    field !== 'paymentterms' && customer?.[field] ? [customer[field] as number] : [];
  return {
    queryKey: [...customerKeys.all, 'form-lookups', customer?.id ?? 0],
    queryFn: async () => {
      const entries = await Promise.all(
        (Object.keys(LOOKUPS) as CustomerLookupField[]).map(
          async (field) => [field, await lookupItems(LOOKUPS[field], currentIds(field))] as const,
        ),
      );
      return Object.fromEntries(entries) as Record<CustomerLookupField, LookupItem[] | null>;
    },
    staleTime: 5 * 60_000,
  };
}
