import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, complianceRecords, notifications, properties, propertyPeople, type Notification } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { inScope, type Scope } from "@/lib/auth/scope";
import { SHOWING_STATUSES } from "@/lib/vocabulary/booking-status";
import { PARTY_CHANNELS, type PartyChannel } from "@/lib/vocabulary/notice-channels";
import { isUuid } from "@/lib/ids";
import type { ComplianceLog } from "./schemas";

type PartyStatus = NonNullable<ComplianceLog["notificationDetails"]["email"]["buyer"]>;
type Parties = ComplianceLog["notificationDetails"]["email"];

export type { ComplianceLog };

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const SENT = new Set(["sent", "delivered"]);

function partyStatus(notice: Notification | undefined): PartyStatus | null {
  if (!notice) return null;
  return {
    status: SENT.has(notice.status) ? "sent" : "not_sent",
    deliveryStatus: notice.status,
    sentAt: iso(notice.deliveredAt ?? notice.sentAt),
    address: notice.recipientAddress,
  };
}

// The notice that tells a party about the booking itself; later ones (cancellation, feedback) are not the log's subject.
const FIRST_NOTICE_KINDS = ["booking_confirmation", "new_booking", "entry_notice", "booking_rescheduled"] as const;

/** The compliance logs of one of the agent's properties (any property for an admin), the latest showing first; others are 404. */
export async function listComplianceLogs(db: Db, scope: Scope, propertyId: string): Promise<ComplianceLog[]> {
  if (!isUuid(propertyId)) throw notFound("Property not found");
  const [property] = await db
    .select({
      id: properties.id,
      timeZone: properties.timezone,
      occupancy: properties.occupancyStatus,
      residentFirstName: propertyPeople.residentFirstName,
      residentLastName: propertyPeople.residentLastName,
      residentPhone: propertyPeople.residentPhone,
    })
    .from(properties)
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id)));
  if (!property) throw notFound("Property not found");

  const rows = await db
    .select({ booking: bookings, record: complianceRecords })
    .from(bookings)
    .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
    .where(and(eq(bookings.propertyId, propertyId), inArray(bookings.status, SHOWING_STATUSES)))
    .orderBy(desc(bookings.startsAt));
  const notices = rows.length
    ? await db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.bookingId, rows.map((row) => row.booking.id)), inArray(notifications.kind, FIRST_NOTICE_KINDS)))
        .orderBy(asc(notifications.createdAt))
    : [];

  return rows.map(({ booking, record }) => {
    const mine = notices.filter((notice) => notice.bookingId === booking.id);
    // The latest notice per party and channel: after a reschedule, the new one.
    const latest = (role: Notification["recipientRole"], channel: Notification["channel"]) =>
      mine.filter((notice) => notice.recipientRole === role && notice.channel === channel).at(-1);
    const parties = (channel: PartyChannel): Parties => ({
      listing_agent: partyStatus(latest("listing_agent", channel)),
      resident: partyStatus(latest("resident", channel)),
      buyer: partyStatus(latest("buyer", channel)),
      buyer_agent: partyStatus(latest("buyer_agent", channel)),
    });
    const letter = latest("resident", "mail");
    const residentName = `${property.residentFirstName} ${property.residentLastName}`.trim();
    return {
      id: booking.id,
      confirmationNumber: booking.confirmationNumber,
      status: booking.status,
      bookingCreatedAt: booking.createdAt.toISOString(),
      showingDate: booking.showingDate,
      showingTime: booking.showingTime,
      startsAt: booking.startsAt.toISOString(),
      timeZone: property.timeZone,
      buyerName: booking.buyerName,
      buyerEmail: booking.buyerEmail,
      buyerPhone: booking.buyerPhone,
      buyerAgentName: booking.buyerAgentName === "Not provided" ? "" : booking.buyerAgentName,
      buyerAgentPhone: booking.buyerAgentPhone,
      residentInfo: letter || residentName ? { name: letter?.recipientName || residentName, phone: property.residentPhone } : null,
      payment: {
        amount: booking.feeCents / 100,
        status: booking.paymentStatus,
        stripePaymentIntentId: booking.stripePaymentIntentId,
        processedAt: iso(booking.paidAt),
      },
      notificationDetails: Object.fromEntries(PARTY_CHANNELS.map((channel) => [channel, parties(channel)])) as Record<PartyChannel, Parties>,
      certifiedMail: letter
        ? { status: SENT.has(letter.status) ? letter.status : "not_sent", sentAt: iso(letter.sentAt), trackingNumber: letter.trackingNumber }
        : null,
      compliance: record
        ? { applicable: record.applicable, compliant: record.compliant, hoursOfNotice: record.hoursOfNotice, checks: record.checks }
        : null,
    };
  });
}
