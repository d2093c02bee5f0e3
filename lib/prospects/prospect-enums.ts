/** The values of the prospects table's text enums, kept apart from db/schema for the browser's sake. */
export const PROSPECT_TYPES = ["buyer", "buyer_agent", "renter"] as const;
export type ProspectType = (typeof PROSPECT_TYPES)[number];
export const PROSPECT_STATUSES = ["Active", "Contacted", "Qualified", "Closed", "Inactive"] as const;
