/** A blocked date or range offers no showings; "hours" gives its dates their own hours. */
export const DATE_OVERRIDE_KINDS = ["blocked", "hours"] as const;
export type DateOverrideKind = (typeof DATE_OVERRIDE_KINDS)[number];
