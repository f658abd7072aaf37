// Constants of the order schema without zod (issue 11: the order form's first view shows the pricing types and
// does not load zod; order.schema.ts re-exports them).

export const PRICING_TYPES = ['hourly', 'fixed'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
