// GET /api/search?text= (the /search_results page of spec 01 §2): hits of the tenant grouped by kind, each with
// the link of its record (spec 01 §2 "Records open at ...").

export const SEARCH_GROUPS = ['customers', 'contacts', 'equipment', 'products'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export type SearchHit = {
  id: number;
  /** The record's name as a user knows it. */
  title: string;
  /** What matched or identifies it: number, organisation number, e-mail, serial number ... */
  subtitle: string;
  /** Client route of the record, e.g. '/customers/7/detail'. */
  link: string;
  /**
   * The field the search found the record by (issue 12) when it is not the title: 'email', 'phone', 'mobile',
   * 'organizationnumber', 'customernumber', 'city', 'telephone'; the label is 'search.matched_<field>'.
   */
  matched?: { field: string; value: string };
};

/** Every group the user may see is present (possibly empty); `more` says the group had more hits than shown. */
export type SearchResults = {
  text: string;
  groups: { group: SearchGroup; hits: SearchHit[]; more: boolean }[];
};

/** Hits shown per group. */
export const SEARCH_GROUP_LIMIT = 10;
/** Shortest search text the server looks for (one letter matches nearly everything). */
export const SEARCH_MIN_LENGTH = 2;

/** spec 01 §2 record links. */
export const recordLink = {
  customer: (id: number) => `/customers/${id}/detail`,
  contact: (id: number) => `/contacts/actions/${id}`,
  equipment: (id: number) => `/equipments/${id}/detail`,
  product: (id: number) => `/w_h/products/advanced_form/${id}`,
};
