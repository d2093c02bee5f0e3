import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const EXTERNAL_CALENDAR_KINDS = ["ics", "caldav"] as const;
export type ExternalCalendarKind = (typeof EXTERNAL_CALENDAR_KINDS)[number];

/**
 * A busy interval read from an agent's own calendar, as ISO instants; or, for an all-day event
 * or a time without a zone (`floating`), as wall-clock times "YYYY-MM-DDTHH:MM" that each
 * property reads in its own zone.
 */
export type BusyInterval = { start: string; end: string; floating?: true };

/**
 * An agent's own calendar (a secret iCal address or a CalDAV collection) whose busy times
 * block the agent's slots. The busy times of the next days are kept from the last sync.
 */
export const externalCalendars = pgTable(
  "external_calendars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: EXTERNAL_CALENDAR_KINDS }).notNull(),
    url: text("url").notNull(),
    username: text("username"),
    /** The CalDAV app password, AES-256-GCM encrypted (lib/external-calendars/secret-box). */
    passwordEncrypted: text("password_encrypted"),
    busy: jsonb("busy").$type<BusyInterval[]>().notNull().default([]),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** A read was asked for (connect, "Refresh now") and the job worker has not finished it. */
    readRequestedAt: timestamp("read_requested_at", { withTimezone: true }),
    /** The last read broke a cap (too many events…): the five-minute sync skips it until the agent refreshes. */
    overCapAt: timestamp("over_cap_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("external_calendars_agent_idx").on(table.agentId)],
);

export type ExternalCalendar = typeof externalCalendars.$inferSelect;
