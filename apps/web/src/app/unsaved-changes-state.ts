// Pure part of the lost-changes logic (spec 01 §2), kept apart from React so it can be unit-tested.

export type Registration = {
  /** The path the form registered on; a navigation away from it clears the registration. */
  pathname: string;
  dirty: boolean;
  draftInvoiceId?: number;
};

/** What holds a navigation away from `pathname`: null when nothing is unsaved there. */
export function pendingChanges(
  registrations: Iterable<Registration>,
  pathname: string,
): { draftInvoiceId?: number } | null {
  const holding = [...registrations].filter((r) => r.pathname === pathname && (r.dirty || r.draftInvoiceId));
  if (!holding.length) return null;
  return { draftInvoiceId: holding.find((r) => r.draftInvoiceId)?.draftInvoiceId };
}
