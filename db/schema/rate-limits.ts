import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate limits' counters, one row per limit and key ("<limit name>:<key>"): the points spent
 * in a fixed window and when it ends. Written only by showbook_spend_points
 * (db/functions/rate_limits.sql); the job clear-rate-limits deletes ended windows.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_window_ends_idx").on(table.windowEndsAt)],
);
