import "server-only";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { SCHEDULED_STATUSES } from "@/lib/vocabulary/booking-status";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, notifications, properties, propertyPeople, propertyWithPeople, users, type NewNotification, type Notification } from "@/db/schema";
import { revealAccessDetails } from "@/lib/properties/access-details";
import { env } from "@/lib/env";
import { queueNotifications } from "./queue-notifications";
import { agendaDayOf, agendaKey, dueReminders, planAgenda, planReminder, REMINDER_KINDS, type ReminderBooking } from "./plan-reminders";
import { hoursAfter } from "@/lib/time/durations";

/** Far enough ahead to see every reminder due now: the resident's starts at 9 AM the day before. */
const LOOKAHEAD_HOURS = 48;

/**
 * Writes every reminder and agenda due at `now` into the outbox, once each: runs take a
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

    const agendas = new Map<string, ReminderBooking[]>();
    for (const showing of upcoming) {
      const day = agendaDayOf(now, showing.property.timezone);
      if (day !== showing.booking.showingDate) continue;
      const key = agendaKey(showing.booking.agentId, showing.property.timezone, day);
      agendas.set(key, [...(agendas.get(key) ?? []), showing]);
    }
    const sentAgendas = agendas.size
      ? await tx.select({ key: notifications.dedupeKey }).from(notifications).where(inArray(notifications.dedupeKey, [...agendas.keys()]))
      : [];
    for (const { key } of sentAgendas) agendas.delete(key ?? "");
    for (const showings of agendas.values()) {
      const [{ booking, property, agent }] = showings;
      rows.push(await planAgenda(booking.agentId, agent, property.timezone, booking.showingDate, showings, appUrl));
    }

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
