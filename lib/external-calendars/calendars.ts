import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { externalCalendars, type ExternalCalendar } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { getBoss } from "@/lib/jobs/boss";
import { QUEUES, queueOptions } from "@/lib/jobs/queues";
import { BUSY_HORIZON_DAYS } from "./busy-times";
import { fetchCalDavEvents } from "./caldav";
import { CalendarCapError, CalendarFetchError, unreadable } from "./read-errors";
import { busyIntervalsInChild } from "./read-in-child";
import { assertPublicHost, fetchCalendarText } from "./safe-fetch";
import type { ConnectCalendarInput } from "./schemas";
import { decryptSecret, encryptSecret } from "./secret-box";
import { daysAfter } from "@/lib/time/durations";

/** What the profile page shows of a connected calendar: never the password. */
export type CalendarSummary = Pick<ExternalCalendar, "id" | "kind" | "url" | "username" | "lastSyncedAt" | "lastError"> & {
  busyCount: number;
  /** A read was asked for and has not finished. */
  reading: boolean;
};

const summary = (row: ExternalCalendar): CalendarSummary => ({
  id: row.id,
  kind: row.kind,
  url: row.url,
  username: row.username,
  lastSyncedAt: row.lastSyncedAt,
  lastError: row.lastError,
  busyCount: row.busy.length,
  reading: row.readRequestedAt !== null,
});

export async function listCalendars(db: DbOrTx, agentId: string): Promise<CalendarSummary[]> {
  const rows = await db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.agentId, agentId))
    .orderBy(asc(externalCalendars.createdAt));
  return rows.map(summary);
}

/**
 * Reads the calendar now and keeps its busy times, or keeps the previous ones with the error.
 * Runs in the job worker: the texts are fetched here (at most 2 MB, 10 seconds) and read in a
 * child process with limits. A calendar over a cap is marked so (overCapAt).
 */
export async function syncCalendar(db: DbOrTx, calendar: ExternalCalendar, now: Date): Promise<ExternalCalendar> {
  const until = daysAfter(now, BUSY_HORIZON_DAYS);
  let update: Partial<ExternalCalendar>;
  try {
    const texts =
      calendar.kind === "caldav"
        ? await fetchCalDavEvents(
            {
              url: calendar.url,
              username: calendar.username ?? "",
              password: decryptSecret(calendar.passwordEncrypted ?? ""),
            },
            now,
            until,
          )
        : [
            await fetchCalendarText({
              method: "GET",
              url: calendar.url,
              headers: { accept: "text/calendar" },
            }),
          ];
    update = { busy: await busyIntervalsInChild(texts, now), lastSyncedAt: now, lastError: null, overCapAt: null };
  } catch (error) {
    // A parser's message quotes the text it stumbled on: what the server sent stays out of the stored error.
    update = {
      lastError: error instanceof CalendarFetchError ? error.message : unreadable("it is not a valid iCalendar file").message,
      overCapAt: error instanceof CalendarCapError ? now : null,
    };
  }
  const [row] = await db
    .update(externalCalendars)
    .set({ ...update, readRequestedAt: null })
    .where(eq(externalCalendars.id, calendar.id))
    .returning();
  return row;
}

const readJob = (calendarId: string) => ({
  name: QUEUES.readExternalCalendar,
  data: { calendarId },
  singletonKey: calendarId,
  retryLimit: 2,
  retryBackoff: true,
});

/** Asks the job worker to read calendars; a read already waiting for one is not doubled (a stately queue). */
async function queueReads(calendarIds: string[]): Promise<void> {
  const boss = await getBoss();
  await boss.createQueue(QUEUES.readExternalCalendar, queueOptions(QUEUES.readExternalCalendar));
  await boss.insert(calendarIds.map(readJob));
}

/** The job: one calendar read (a removed calendar is nothing to do). */
export async function readQueuedCalendar(db: DbOrTx, calendarId: string, now: Date): Promise<void> {
  const [calendar] = await db.select().from(externalCalendars).where(eq(externalCalendars.id, calendarId));
  if (calendar) await syncCalendar(db, calendar, now);
}

/**
 * Saves the calendar and has the job worker read it: the answer comes at once, before the
 * read. An address on a private network is refused before anything is saved.
 */
export async function connectCalendar(db: DbOrTx, agentId: string, input: ConnectCalendarInput, now: Date): Promise<CalendarSummary> {
  await assertPublicHost(new URL(input.url).hostname).catch((error: unknown) => {
    throw error instanceof CalendarFetchError ? new AppError("unprocessable_entity", error.message) : error;
  });
  const [row] = await db
    .insert(externalCalendars)
    .values(
      input.kind === "caldav"
        ? {
            agentId,
            kind: "caldav",
            url: input.url,
            username: input.username,
            passwordEncrypted: encryptSecret(input.password),
            readRequestedAt: now,
          }
        : { agentId, kind: "ics", url: input.url, readRequestedAt: now },
    )
    .returning();
  await queueReads([row.id]);
  return summary(row);
}

async function ownCalendar(db: DbOrTx, agentId: string, id: string): Promise<ExternalCalendar> {
  const [row] = await db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, id), eq(externalCalendars.agentId, agentId)));
  if (!row) throw notFound("Calendar not found");
  return row;
}

/** "Refresh now": the job worker reads the calendar again, one over a cap too. */
export async function refreshCalendar(db: DbOrTx, agentId: string, id: string, now: Date): Promise<CalendarSummary> {
  await ownCalendar(db, agentId, id);
  const [row] = await db.update(externalCalendars).set({ readRequestedAt: now }).where(eq(externalCalendars.id, id)).returning();
  await queueReads([row.id]);
  return summary(row);
}

export async function removeCalendar(db: DbOrTx, agentId: string, id: string): Promise<void> {
  await ownCalendar(db, agentId, id);
  await db.delete(externalCalendars).where(eq(externalCalendars.id, id));
}

/**
 * The five-minute job: a read for every connected calendar, each its own job. A calendar over
 * a cap is not read again until the agent presses "Refresh now". Returns how many were queued.
 */
export async function queueCalendarReads(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: externalCalendars.id }).from(externalCalendars).where(isNull(externalCalendars.overCapAt));
  if (rows.length) await queueReads(rows.map(({ id }) => id));
  return rows.length;
}
