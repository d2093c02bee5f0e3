import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { externalCalendars, type ExternalCalendar } from "@/db/schema";
import { AppError, notFound } from "@/lib/api/errors";
import { BUSY_HORIZON_DAYS, busyIntervals } from "./busy-times";
import { fetchCalDavEvents } from "./caldav";
import { CalendarFetchError, unreadable } from "./read-errors";
import { assertPublicHost, fetchCalendarText } from "./safe-fetch";
import type { ConnectCalendarInput } from "./schemas";
import { decryptSecret, encryptSecret } from "./secret-box";
import { daysAfter } from "@/lib/time/durations";

/** What the profile page shows of a connected calendar: never the password. */
export type CalendarSummary = Pick<ExternalCalendar, "id" | "kind" | "url" | "username" | "lastSyncedAt" | "lastError"> & {
  busyCount: number;
};

const summary = (row: ExternalCalendar): CalendarSummary => ({
  id: row.id,
  kind: row.kind,
  url: row.url,
  username: row.username,
  lastSyncedAt: row.lastSyncedAt,
  lastError: row.lastError,
  busyCount: row.busy.length,
});

export async function listCalendars(db: DbOrTx, agentId: string): Promise<CalendarSummary[]> {
  const rows = await db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.agentId, agentId))
    .orderBy(asc(externalCalendars.createdAt));
  return rows.map(summary);
}

/** Reads the calendar's busy times now and keeps them, or keeps the previous ones with the error. */
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
    update = {
      busy: busyIntervals(texts, now),
      lastSyncedAt: now,
      lastError: null,
    };
  } catch (error) {
    // A parser's message quotes the text it stumbled on: what the server sent stays out of the stored error.
    update = { lastError: error instanceof CalendarFetchError ? error.message : unreadable("it is not a valid iCalendar file").message };
  }
  const [row] = await db.update(externalCalendars).set(update).where(eq(externalCalendars.id, calendar.id)).returning();
  return row;
}

/** Saves the calendar and reads it once; an address on a private network is refused before anything is saved. */
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
          }
        : { agentId, kind: "ics", url: input.url },
    )
    .returning();
  return summary(await syncCalendar(db, row, now));
}

async function ownCalendar(db: DbOrTx, agentId: string, id: string): Promise<ExternalCalendar> {
  const [row] = await db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, id), eq(externalCalendars.agentId, agentId)));
  if (!row) throw notFound("Calendar not found");
  return row;
}

export async function refreshCalendar(db: DbOrTx, agentId: string, id: string, now: Date): Promise<CalendarSummary> {
  return summary(await syncCalendar(db, await ownCalendar(db, agentId, id), now));
}

export async function removeCalendar(db: DbOrTx, agentId: string, id: string): Promise<void> {
  await ownCalendar(db, agentId, id);
  await db.delete(externalCalendars).where(eq(externalCalendars.id, id));
}

/** The pg-boss job: every connected calendar, one after another. Returns how many failed. */
export async function syncAllCalendars(db: DbOrTx, now: Date): Promise<number> {
  let failed = 0;
  for (const calendar of await db.select().from(externalCalendars)) {
    if ((await syncCalendar(db, calendar, now)).lastError) failed++;
  }
  return failed;
}
