import "server-only";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { occupantPreferenceLinks, occupantUnsuitableTimes, type OccupantUnsuitableTime } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Weekday } from "@/lib/time/weekdays";
import type { OccupantSubject } from "@/lib/residents/preferences-link";
import type { UnsuitableTime } from "@/lib/availability/unsuitable-times";
import { MAX_UNSUITABLE_TIMES, type UnsuitableTimeInput } from "./schemas";

export const TOO_MANY_TIMES_MESSAGE = `You can keep up to ${MAX_UNSUITABLE_TIMES} times. Remove one before adding another.`;
export const ALREADY_REMOVED_MESSAGE = "This time was already removed.";
export const ALREADY_LISTED_MESSAGE = "This time is already on your list.";

/** One rule as the pages show it: active (removedAt null) or, in the record, removed. */
export type UnsuitableTimeRow = UnsuitableTime & { id: string; addedAt: Date; removedAt: Date | null };

const toRow = (row: OccupantUnsuitableTime): UnsuitableTimeRow => ({
  id: row.id,
  weekdays: row.weekdays as Weekday[],
  startTime: row.startTime,
  endTime: row.endTime,
  addedAt: row.addedAt,
  removedAt: row.removedAt,
});

const ofSubject = ({ propertyId, residentId }: OccupantSubject) =>
  and(eq(occupantUnsuitableTimes.propertyId, propertyId), eq(occupantUnsuitableTimes.residentId, residentId));

/** The resident's times that never suit at the listing, not removed, oldest first. */
export async function activeUnsuitableTimes(db: DbOrTx, subject: OccupantSubject): Promise<UnsuitableTimeRow[]> {
  const rows = await db
    .select()
    .from(occupantUnsuitableTimes)
    .where(and(ofSubject(subject), isNull(occupantUnsuitableTimes.removedAt)))
    .orderBy(asc(occupantUnsuitableTimes.addedAt));
  return rows.map(toRow);
}

/** Every time the resident ever gave at the listing, removed ones included, oldest first: the record. */
export async function unsuitableTimesRecord(db: DbOrTx, subject: OccupantSubject): Promise<UnsuitableTimeRow[]> {
  const rows = await db.select().from(occupantUnsuitableTimes).where(ofSubject(subject)).orderBy(asc(occupantUnsuitableTimes.addedAt));
  return rows.map(toRow);
}

const sameRule = (a: UnsuitableTime, b: UnsuitableTime) =>
  a.startTime === b.startTime && a.endTime === b.endTime && a.weekdays.length === b.weekdays.length && a.weekdays.every((day) => b.weekdays.includes(day));

/**
 * Adds a time that never suits. One resident's changes at one listing are taken one at a time
 * (a lock on the link's row), so the limit holds under concurrent requests.
 */
export async function addUnsuitableTime(db: Db, subject: OccupantSubject, input: UnsuitableTimeInput, now: Date): Promise<UnsuitableTimeRow> {
  return db.transaction(async (tx) => {
    await tx
      .select({ version: occupantPreferenceLinks.linkVersion })
      .from(occupantPreferenceLinks)
      .where(and(eq(occupantPreferenceLinks.propertyId, subject.propertyId), eq(occupantPreferenceLinks.residentId, subject.residentId)))
      .for("update");
    const active = await activeUnsuitableTimes(tx, subject);
    if (active.some((rule) => sameRule(rule, input))) throw new AppError("conflict", ALREADY_LISTED_MESSAGE);
    const [{ total }] = await tx.select({ total: count() }).from(occupantUnsuitableTimes).where(and(ofSubject(subject), isNull(occupantUnsuitableTimes.removedAt)));
    if (total >= MAX_UNSUITABLE_TIMES) throw new AppError("unprocessable_entity", TOO_MANY_TIMES_MESSAGE);
    const [row] = await tx
      .insert(occupantUnsuitableTimes)
      .values({ ...subject, weekdays: [...input.weekdays], startTime: input.startTime, endTime: input.endTime, addedAt: now })
      .returning();
    return toRow(row);
  });
}

/** Removes a time: the row stays in the record with the moment it was removed. */
export async function removeUnsuitableTime(db: DbOrTx, subject: OccupantSubject, ruleId: string, now: Date): Promise<void> {
  const removed = await db
    .update(occupantUnsuitableTimes)
    .set({ removedAt: now })
    .where(and(ofSubject(subject), eq(occupantUnsuitableTimes.id, ruleId), isNull(occupantUnsuitableTimes.removedAt)))
    .returning({ id: occupantUnsuitableTimes.id });
  if (!removed.length) throw new AppError("not_found", ALREADY_REMOVED_MESSAGE);
}
