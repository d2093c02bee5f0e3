import "server-only";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { SCHEDULED_STATUSES } from "@/lib/vocabulary/booking-status";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, notifications, properties, propertyPeople, propertyWithPeople, users, type NewNotification, type Notification } from "@/db/schema";
import { revealAccessDetails } from "@/lib/properties/access-details";
import { env } from "@/lib/env";
import { queueNotifications } from "./queue-notifications";
import {
  agendaDayOf,
  agendaKey,
  dueReminders,
  planAgenda,
  planReminder,
  REMINDER_KINDS,
  type AgendaReader,
  type AgendaShowing,
  type ReminderBooking,
} from "./plan-reminders";
import { teammatesOfListings } from "./teammates";
import { hoursAfter } from "@/lib/time/durations";

/** Far enough ahead to see every reminder due now: the resident's starts at 9 AM the day before. */
const LOOKAHEAD_HOURS = 48;

/**
 * Writes every reminder and agenda due at `now` into the outbox, once each (an agenda also to
 * the showings' co-listing agents and their agents' assisting agents): runs take a
 * transaction-level advisory lock, so parallel runs (several workers, a late cron) take
 * turns, and the outbox's unique keys (booking, time revision, role, channel, kind; the
 * agenda's dedupe key) turn any repeat into nothing. A moved showing has a new time
 * revision and so gets reminders of its own; the relay delivers them like any notice.
 */
export async function scheduleReminders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showbook:schedule-reminders'))`);
    const upcoming: ReminderBooking[] = (
      await tx
        .select({ booking: bookings, property: propertyWithPeople, profile: agentProfiles, accountEmail: users.email })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
        .innerJoin(users, eq(users.id, bookings.agentId))
        .leftJoin(agentProfiles, eq(agentProfiles.userId, bookings.agentId))
        .where(
          and(
            inArray(bookings.status, SCHEDULED_STATUSES),
            eq(bookings.isDemo, false),
            gt(bookings.startsAt, now),
            lte(bookings.startsAt, hoursAfter(now, LOOKAHEAD_HOURS)),
          ),
        )
    ).map(({ booking, property, profile, accountEmail }) => ({
      booking,
      property,
      agent: { name: profile?.agentName ?? "", email: profile?.agentEmail || accountEmail, phone: profile?.agentPhone ?? "" },
    }));
    if (!upcoming.length) return 0;

    const written = new Set(
      (
        await tx
          .select({ bookingId: notifications.bookingId, timeRevision: notifications.timeRevision, kind: notifications.kind })
          .from(notifications)
          .where(and(inArray(notifications.bookingId, upcoming.map(({ booking }) => booking.id)), inArray(notifications.kind, REMINDER_KINDS)))
      ).map((row) => `${row.bookingId}:${row.timeRevision}:${row.kind}`),
    );
    const appUrl = env().APP_URL;
    const rows: NewNotification[] = [];
    for (const showing of upcoming) {
      for (const kind of dueReminders(showing, now)) {
        if (written.has(`${showing.booking.id}:${showing.booking.timeRevision}:${kind}`)) continue;
        // A booker's reminder carries the access details once their window is open, and says so in the audit trail.
        const access = kind === "resident_reminder" ? null : await revealAccessDetails(tx, showing.booking, showing.property, "reminder", now);
        rows.push(...(await planReminder(showing, kind, appUrl, now, access?.state === "shown" ? access.text : null)));
      }
    }

    // The day's agendas: the listing agent's, and each co-listing agent's and assisting agent's
    // (covering on the showing's date) with those showings in it, one per person.
    const today = upcoming.filter(({ booking, property }) => agendaDayOf(now, property.timezone) === booking.showingDate);
    const listingOf = ({ booking }: ReminderBooking) => ({ propertyId: booking.propertyId, agentId: booking.agentId });
    const teammates = await teammatesOfListings(tx, today.map(listingOf));
    const agendas = new Map<string, { reader: AgendaReader; timeZone: string; date: string; showings: AgendaShowing[] }>();
    for (const showing of today) {
      const { booking, property } = showing;
      const readers: AgendaReader[] = [{ userId: booking.agentId, role: "listing_agent", contact: showing.agent }, ...teammates(listingOf(showing), booking.startsAt)];
      for (const reader of readers) {
        const key = agendaKey(reader.userId, property.timezone, booking.showingDate);
        const agenda = agendas.get(key) ?? { reader, timeZone: property.timezone, date: booking.showingDate, showings: [] };
        if (reader.role === "listing_agent") agenda.reader = reader;
        agenda.showings.push({ ...showing, role: reader.role });
        agendas.set(key, agenda);
      }
    }
    const sentAgendas = agendas.size
      ? await tx.select({ key: notifications.dedupeKey }).from(notifications).where(inArray(notifications.dedupeKey, [...agendas.keys()]))
      : [];
    for (const { key } of sentAgendas) agendas.delete(key ?? "");
    for (const { reader, timeZone, date, showings } of agendas.values()) rows.push(await planAgenda(reader, timeZone, date, showings, appUrl));

    if (!rows.length) return 0;
    return (await queueNotifications(tx, rows)).length;
  });
}

/**
 * Whether a reminder still announces the showing's current time: a reminder written before
 * the showing was cancelled, declined or moved is withdrawn instead of sent.
 */
export async function reminderStillValid(db: Db, row: Pick<Notification, "kind" | "bookingId" | "timeRevision">): Promise<boolean> {
  if (!row.bookingId || !REMINDER_KINDS.includes(row.kind)) return true;
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, row.bookingId), inArray(bookings.status, SCHEDULED_STATUSES), eq(bookings.timeRevision, row.timeRevision)));
  return Boolean(booking);
}
