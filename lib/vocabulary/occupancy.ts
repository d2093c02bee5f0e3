/**
 * Who lives in a property: nobody, or a resident (a tenant). The browser uses it too, so it
 * imports nothing (db/schema reads the list from here by a relative path).
 */
export const OCCUPANCY_STATUSES = ["vacant", "resident"] as const;
export type OccupancyStatus = (typeof OCCUPANCY_STATUSES)[number];

/** A resident lives there: § 1954's notice and business hours apply, and the resident is told of showings. */
export const isOccupied = (property: { occupancyStatus: OccupancyStatus }) => property.occupancyStatus === "resident";
