/**
 * The roles of an office. A manager runs the members, their roles and the office's settings and
 * acts on every office listing; staff act on every office listing or only on the agents assigned
 * to them (their reach); an agent acts on their own listings, as without an office. The browser
 * uses this module too, so it imports nothing.
 */
export const OFFICE_ROLES = ["manager", "staff", "agent"] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const STAFF_REACHES = ["all", "assigned"] as const;
export type StaffReach = (typeof STAFF_REACHES)[number];

export const OFFICE_ROLE_LABELS = { manager: "Manager", staff: "Staff", agent: "Agent" } as const satisfies Record<OfficeRole, string>;

export const STAFF_REACH_LABELS = {
  all: "Every office listing",
  assigned: "Only the agents assigned",
} as const satisfies Record<StaffReach, string>;

/** Whether the role sees the office view (every listing it reaches, not only its own). */
export const seesOfficeView = (role: OfficeRole) => role !== "agent";
