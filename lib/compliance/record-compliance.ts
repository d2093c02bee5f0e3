import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, complianceRecords, notifications, properties } from "@/db/schema";
import type { BookingTx } from "@/lib/bookings/on-booking-confirmed";
import { noticeContentOf } from "./notice-text";
import { evaluateCompliance } from "./verdict";

/**
 * Recomputes and stores the § 1954 verdict of one booking from its resident notices. The
 * booking row is locked first, so notices delivered side by side recompute one after the
 * other and the last verdict has seen every delivery.
 */
export async function recordCompliance(db: Db | BookingTx, bookingId: string): Promise<void> {
  const [row] = await db
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      tenantConsent: bookings.tenantConsent,
      timezone: properties.timezone,
      occupancy: properties.occupancyStatus,
      advanceNoticeHours: properties.advanceNoticeHours,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!row) return;

  const residentNotices = await db
    .select({
      kind: notifications.kind,
      channel: notifications.channel,
      status: notifications.status,
      sentAt: notifications.sentAt,
      deliveredAt: notifications.deliveredAt,
      body: notifications.body,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.bookingId, bookingId),
        eq(notifications.recipientRole, "resident"),
        inArray(notifications.kind, ["entry_notice", "booking_rescheduled"]),
      ),
    );
  // After a reschedule only the notices of the new time count.
  const rescheduled = residentNotices.some((notice) => notice.kind === "booking_rescheduled");
  const notices = residentNotices.filter((notice) => notice.kind === (rescheduled ? "booking_rescheduled" : "entry_notice"));
  const written = notices.find((notice) => notice.channel !== "sms") ?? notices[0];
  const content = written
    ? noticeContentOf(written.body, row.startsAt, row.endsAt, row.timezone)
    : { statesDate: false, statesTime: false, statesPurpose: false };

  const verdict = evaluateCompliance({
    occupied: row.occupancy === "resident",
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timezone,
    advanceNoticeHours: row.advanceNoticeHours,
    tenantConsent: row.tenantConsent,
    notices,
    content,
  });
  const values = {
    applicable: verdict.applicable,
    compliant: verdict.compliant,
    checks: verdict.checks,
    hoursOfNotice: verdict.hoursOfNotice,
    noticeEffectiveAt: verdict.noticeEffectiveAt,
    countedChannels: verdict.countedChannels,
    computedAt: new Date(),
  };
  await db
    .insert(complianceRecords)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: complianceRecords.bookingId, set: values });
}
