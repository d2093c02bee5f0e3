import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties, residents } from "./properties";

/**
 * The resident's preferences link of one listing: the version its signed links carry. Renewing
 * the link raises the version, and a link of an older version opens nothing.
 */
export const occupantPreferenceLinks = pgTable(
  "occupant_preference_links",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    residentId: uuid("resident_id")
      .notNull()
      .references(() => residents.id, { onDelete: "cascade" }),
    linkVersion: integer("link_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.residentId] })],
);

/**
 * Times the resident of a listing said never suit a showing: on these weekdays, from start to end
 * (the property's wall-clock time). The record of who set what and when: a row is never deleted
 * or edited, except that removing the rule stamps `removed_at` once. The rules of the property's
 * current resident that are not removed narrow its hours (lib/availability/unsuitable-times.ts).
 */
export const occupantUnsuitableTimes = pgTable(
  "occupant_unsuitable_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    residentId: uuid("resident_id")
      .notNull()
      .references(() => residents.id, { onDelete: "cascade" }),
    /** Weekday names of lib/time/weekdays.ts. */
    weekdays: text("weekdays").array().notNull(),
    /** "HH:MM", the property's wall-clock time. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    index("occupant_unsuitable_times_property_idx").on(table.propertyId, table.residentId),
    check("occupant_unsuitable_times_range", sql`${table.startTime} < ${table.endTime} and cardinality(${table.weekdays}) > 0`),
  ],
);

export type OccupantUnsuitableTime = typeof occupantUnsuitableTimes.$inferSelect;
