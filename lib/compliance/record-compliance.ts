import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, complianceRecords, manualNotices, notifications, properties, residents } from "@/db/schema";
import { noticeContentOf } from "./notice-text";
import { evaluateCompliance } from "./verdict";
import { isOccupied } from "@/lib/vocabulary/occupancy";

/**
 * Recomputes and stores the § 1954 verdict of one booking from its resident notices. The
 * booking row is locked first, so notices delivered side by side recompute one after the
 * other and the last verdict has seen every delivery.
 */
export async function recordCompliance(db: DbOrTx, bookingId: string): Promise<void> {
  const [row] = await db
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      tenantConsent: bookings.tenantConsent,
      timeRevision: bookings.timeRevision,
      requesterType: bookings.requesterType,
      electronicConsentAt: residents.electronicNoticeConsentAt,
      otherHoursConsentAt: residents.otherHoursConsentAt,
      forSaleNoticeGivenOn: properties.forSaleNoticeGivenOn,
      timezone: properties.timezone,
      occupancyStatus: properties.occupancyStatus,
      advanceNoticeHours: properties.advanceNoticeHours,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(residents, eq(residents.id, properties.residentId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!row) return;

  // Only the notices announcing the booking's current time count (by the app as by hand):
  // after a move, the ones that gave the earlier time say nothing about this entry.
  const notices = await db
    .select({
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
        eq(notifications.timeRevision, row.timeRevision),
        inArray(notifications.kind, ["entry_notice", "booking_rescheduled"]),
      ),
    );
  const handNotices = await db
    .select({ method: manualNotices.method, givenAt: manualNotices.givenAt })
    .from(manualNotices)
    .where(and(eq(manualNotices.bookingId, bookingId), eq(manualNotices.timeRevision, row.timeRevision)));
  const written = notices.find((notice) => notice.channel !== "sms") ?? notices[0];
  const content = written
    ? noticeContentOf(written.body, row.startsAt, row.endsAt, row.timezone)
    : { statesDate: false, statesTime: false, statesPurpose: false };

  const verdict = evaluateCompliance({
    occupied: isOccupied(row),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timezone,
    advanceNoticeHours: row.advanceNoticeHours,
    purpose: row.requesterType === "renter" ? "rental" : "sale",
    tenantConsent: row.tenantConsent,
    otherHoursConsentAt: row.otherHoursConsentAt,
    electronicConsentAt: row.electronicConsentAt,
    forSaleNoticeGivenOn: row.forSaleNoticeGivenOn,
    notices,
    manualNotices: handNotices,
    content,
  });
  const values = {
    applicable: verdict.applicable,
    compliant: verdict.compliant,
    checks: verdict.checks,
    missing: verdict.missing,
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
