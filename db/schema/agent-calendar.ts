import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DATE_OVERRIDE_KINDS } from "../../lib/properties/date-override-enums";
import { properties } from "./properties";
import { users } from "./users";

/**
 * Exceptions to a property's weekly schedule, by property-local date: a blocked date or
 * range (vacation, open house, closing) offers no showings; "hours" gives its dates their
 * own hours instead of the weekday's.
 */
export const propertyDateOverrides = pgTable(
  "property_date_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    kind: text("kind", { enum: DATE_OVERRIDE_KINDS }).notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("property_date_overrides_property_idx").on(table.propertyId, table.startDate),
    check("property_date_overrides_range_check", sql`${table.endDate} >= ${table.startDate}`),
    check(
      "property_date_overrides_hours_check",
      sql`${table.kind} = 'blocked' or (${table.startTime} is not null and ${table.endTime} is not null and ${table.startTime} < ${table.endTime})`,
    ),
  ],
);

/**
 * An agent's private calendar subscription. Only a random feed id is stored; the address
 * carries it with a keyed hash of it under AUTH_SECRET, so neither the table nor a guess
 * yields a working address. Revoking replaces the id.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  feedId: text("feed_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PropertyDateOverride = typeof propertyDateOverrides.$inferSelect;
