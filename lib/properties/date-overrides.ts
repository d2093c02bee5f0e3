import { and, asc, eq, gte, inArray, lte, not } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { bookings, properties, propertyDateOverrides, type PropertyDateOverride } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { overrideOn, type DateOverride } from "@/lib/availability/date-overrides";
import { isLapsedHold } from "@/db/lapsed-hold";
import { LIVE_STATUSES } from "@/lib/vocabulary/booking-status";
import { formatCalendarDate, minutesOf, toLocal } from "@/lib/time/zoned-time";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { notArchived } from "./archived";
import type { DateOverrideInput } from "./date-override-input";

/** A live showing that a blocked date or special hours no longer allow: the agent moves or cancels it. */
export type AffectedBooking = {
  id: string;
  confirmationNumber: string;
  status: string;
  startsAt: string;
  date: string;
  time: string;
  buyerName: string;
};

export type DateOverrideView = Pick<PropertyDateOverride, "id" | "kind" | "startDate" | "endDate" | "startTime" | "endTime" | "label"> & {
  affectedBookings: AffectedBooking[];
};

const PROPERTY_NOT_FOUND = "Property not found";
const OVERRIDE_COLUMNS = {
  id: propertyDateOverrides.id,
  kind: propertyDateOverrides.kind,
  startDate: propertyDateOverrides.startDate,
  endDate: propertyDateOverrides.endDate,
  startTime: propertyDateOverrides.startTime,
  endTime: propertyDateOverrides.endTime,
  label: propertyDateOverrides.label,
};

async function ownedProperty(db: DbOrTx, scope: Scope, propertyId: string) {
  const [property] = isUuid(propertyId)
    ? await db
        .select({ id: properties.id, timezone: properties.timezone })
        .from(properties)
        .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id), notArchived))
        .limit(1)
        .for("update")
    : [];
  if (!property) throw new AppError("not_found", PROPERTY_NOT_FOUND);
  return property;
}

/** Whether an override leaves no room for a showing at this local date and time. */
function displaces(override: DateOverride, date: string, time: string): boolean {
  if (overrideOn([override], date) === null) return false;
  if (override.kind === "blocked" || !override.startTime || !override.endTime) return true;
  const start = minutesOf(time);
  return start < minutesOf(override.startTime) || start + SHOWING_DURATION_MINUTES > minutesOf(override.endTime);
}

async function upcomingBookings(db: DbOrTx, propertyId: string, timeZone: string, now: Date) {
  const rows = await db
    .select({
      id: bookings.id,
      confirmationNumber: bookings.confirmationNumber,
      status: bookings.status,
      startsAt: bookings.startsAt,
      buyerName: bookings.buyerName,
    })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), inArray(bookings.status, LIVE_STATUSES), not(isLapsedHold(now)), gte(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => ({
      id: row.id,
      confirmationNumber: row.confirmationNumber,
      status: row.status,
      buyerName: row.buyerName,
      startsAt: row.startsAt.toISOString(),
      ...toLocal(row.startsAt, timeZone),
    }));
}

function withAffected(override: Omit<DateOverrideView, "affectedBookings">, upcoming: AffectedBooking[]): DateOverrideView {
  return { ...override, affectedBookings: upcoming.filter((booking) => displaces(override, booking.date, booking.time)) };
}

/** The property's blocked dates and special hours from today on, each with the showings it displaces. */
export async function listDateOverrides(db: Db, scope: Scope, propertyId: string, now = new Date()): Promise<DateOverrideView[]> {
  const property = await ownedProperty(db, scope, propertyId);
  const today = toLocal(now, property.timezone).date;
  const [overrides, upcoming] = await Promise.all([
    db
      .select(OVERRIDE_COLUMNS)
      .from(propertyDateOverrides)
      .where(and(eq(propertyDateOverrides.propertyId, property.id), gte(propertyDateOverrides.endDate, today)))
      .orderBy(asc(propertyDateOverrides.startDate)),
    upcomingBookings(db, property.id, property.timezone, now),
  ]);
  return overrides.map((override) => withAffected(override, upcoming));
}

const describeRange = (override: Pick<DateOverride, "startDate" | "endDate">) =>
  override.startDate === override.endDate
    ? formatCalendarDate(override.startDate)
    : `${formatCalendarDate(override.startDate)} – ${formatCalendarDate(override.endDate)}`;

/**
 * Blocks dates or gives them special hours. Two entries of the same kind may not overlap (a
 * block always wins over special hours). The answer lists the upcoming showings the new
 * entry displaces; they keep their time until the agent moves or cancels them.
 */
export async function createDateOverride(
  db: Db,
  scope: Scope,
  propertyId: string,
  input: DateOverrideInput,
  now = new Date(),
): Promise<DateOverrideView> {
  return db.transaction(async (tx) => {
    const property = await ownedProperty(tx, scope, propertyId);
    if (input.endDate < toLocal(now, property.timezone).date) {
      throw new AppError("unprocessable_entity", "These dates are in the past");
    }
    const [overlapping] = await tx
      .select(OVERRIDE_COLUMNS)
      .from(propertyDateOverrides)
      .where(
        and(
          eq(propertyDateOverrides.propertyId, property.id),
          eq(propertyDateOverrides.kind, input.kind),
          lte(propertyDateOverrides.startDate, input.endDate),
          gte(propertyDateOverrides.endDate, input.startDate),
        ),
      )
      .limit(1);
    if (overlapping) {
      const what = input.kind === "blocked" ? "already blocked" : "already given special hours";
      throw new AppError("conflict", `Some of these dates are ${what} (${describeRange(overlapping)}). Delete that entry first or choose other dates.`);
    }
    const [created] = await tx
      .insert(propertyDateOverrides)
      .values({
        propertyId: property.id,
        kind: input.kind,
        startDate: input.startDate,
        endDate: input.endDate,
        startTime: input.kind === "hours" ? input.startTime : null,
        endTime: input.kind === "hours" ? input.endTime : null,
        label: input.label,
      })
      .returning(OVERRIDE_COLUMNS);
    return withAffected(created, await upcomingBookings(tx, property.id, property.timezone, now));
  });
}

export async function deleteDateOverride(db: Db, scope: Scope, propertyId: string, overrideId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const property = await ownedProperty(tx, scope, propertyId);
    const deleted = isUuid(overrideId)
      ? await tx
          .delete(propertyDateOverrides)
          .where(and(eq(propertyDateOverrides.id, overrideId), eq(propertyDateOverrides.propertyId, property.id)))
          .returning({ id: propertyDateOverrides.id })
      : [];
    if (!deleted.length) throw new AppError("not_found", "This blocked date or special hours entry was not found");
  });
}
