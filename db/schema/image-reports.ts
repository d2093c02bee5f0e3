import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { images } from "./images";
import { users } from "./users";

export const REPORT_STATUSES = ["open", "hidden", "dismissed"] as const;

/**
 * A signed-in user's report of a gallery image. An admin resolves it by hiding the image
 * (images.hidden_at) or dismissing the report; one open report per reporter and image.
 */
export const imageReports = pgTable(
  "image_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("image_reports_open_per_reporter")
      .on(table.imageId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    index("image_reports_open_idx").on(table.createdAt).where(sql`${table.status} = 'open'`),
    check("image_reports_status_check", sql`${table.status} in ('open', 'hidden', 'dismissed')`),
  ],
);

export type ImageReport = typeof imageReports.$inferSelect;
