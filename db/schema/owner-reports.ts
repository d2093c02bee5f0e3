import { integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { landlords, properties } from "./properties";

/**
 * The owner's activity report of one listing: the version its signed links carry. Renewing
 * the link raises the version, and a link of an older version opens nothing.
 */
export const ownerReports = pgTable(
  "owner_reports",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => landlords.id, { onDelete: "cascade" }),
    linkVersion: integer("link_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.landlordId] })],
);

export type OwnerReportLink = typeof ownerReports.$inferSelect;
