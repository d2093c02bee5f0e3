import "server-only";
import type { Tx } from "@/db/client";
import { eq } from "drizzle-orm";
import { agentProfiles, landlords, notificationEvents, notifications, properties, users, type Booking, type Landlord, type Property } from "@/db/schema";
import { signToken } from "@/lib/auth/signed-token";
import {
  approvalDeadline,
  approvalSubject,
  APPROVAL_TOKEN_PURPOSES,
  moveApprovalDeadline,
  MOVE_TOKEN_PURPOSES,
} from "@/lib/bookings/approval-rules";
import { hasElectronicNoticeConsent } from "@/lib/compliance/notice-rules";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { residentNoticeRoute } from "@/lib/compliance/rules";
import { env } from "@/lib/env";
import { planBookingNotifications, type BookingEvent, type OwnerContact, type PlanInput } from "./plan-booking-notifications";

export const OWNER_OPT_OUT_PURPOSE = "owner-opt-out";
const OWNER_OPT_OUT_DAYS = 365;

/** The owner to tell: the linked owner record's address (else the copy on the property), unless they opted out. */
function ownerOf(property: Property, landlord: Landlord | null): OwnerContact | null {
  if (landlord && !landlord.showingNotices) return null;
  const email = landlord?.email || property.ownerEmail;
  if (!email) return null;
  const name = property.ownerEntityName || `${property.ownerFirstName} ${property.ownerLastName}`.trim();
  return { name, email };
}

/** The agent's Approve and Decline links for a new request or a booker's move, valid until it must be decided. */
function approvalLinks(event: BookingEvent, booking: Booking, property: Property) {
  if (event === "requested") {
    const deadline = approvalDeadline(booking.startsAt, property.advanceNoticeHours);
    return { purposes: APPROVAL_TOKEN_PURPOSES, subject: approvalSubject(booking), deadline };
  }
  if (event === "move_requested" && booking.moveStartsAt) {
    const deadline = moveApprovalDeadline({ startsAt: booking.startsAt, moveStartsAt: booking.moveStartsAt }, property.advanceNoticeHours);
    return { purposes: MOVE_TOKEN_PURPOSES, subject: booking.id, deadline };
  }
  return null;
}

function signedLinks(event: BookingEvent, booking: Booking, property: Property, landlord: Landlord | null, appUrl: string) {
  const links: PlanInput["links"] = {};
  const approval = approvalLinks(event, booking, property);
  if (approval) {
    links.approvalDeadline = approval.deadline;
    for (const decision of ["approve", "decline"] as const) {
      const token = signToken({ purpose: approval.purposes[decision], subject: approval.subject, expiresAt: approval.deadline });
      links[decision] = `${appUrl}/bookings/approval/${token}`;
    }
  }
  if (landlord) {
    const expiresAt = new Date(+booking.startsAt + OWNER_OPT_OUT_DAYS * 86_400_000);
    links.ownerOptOut = `${appUrl}/owner-notices/${signToken({ purpose: OWNER_OPT_OUT_PURPOSE, subject: landlord.id, expiresAt })}`;
  }
  return links;
}

/**
 * Writes the notices of a booking event into the outbox inside the transaction that
 * changes the booking; a second call for the same event adds nothing. Delivery happens
 * later, in jobs, so nothing here waits on a provider.
 */
export async function writeBookingNotifications(
  tx: Tx,
  booking: Booking,
  event: BookingEvent = "confirmed",
): Promise<string[]> {
  const [context] = await tx
    .select({
      property: properties,
      accountEmail: users.email,
      profile: agentProfiles,
      landlord: landlords,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, properties.agentId))
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(eq(properties.id, booking.propertyId));
  if (!context) return [];
  const occupied = context.property.occupancyStatus === "resident";
  const noticeByHand =
    occupied &&
    (event === "confirmed" || event === "rescheduled") &&
    residentNoticeRoute({
      electronicConsent: await hasElectronicNoticeConsent(tx, context.property.id),
      startsAt: booking.startsAt,
      now: new Date(),
    }) === "by_hand";

  const appUrl = env().APP_URL;
  const rows = await planBookingNotifications({
    event,
    booking,
    property: context.property,
    agent: {
      name: context.profile?.agentName ?? "",
      email: context.profile?.agentEmail || context.accountEmail,
      phone: context.profile?.agentPhone ?? "",
    },
    owner: ownerOf(context.property, context.landlord),
    appUrl,
    links: signedLinks(event, booking, context.property, context.landlord, appUrl),
    noticeByHand,
  });
  const inserted = rows.length
    ? await tx.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id })
    : [];
  if (inserted.length) {
    await tx.insert(notificationEvents).values(inserted.map(({ id }) => ({ notificationId: id, type: "queued" })));
  }
  await recordCompliance(tx, booking.id);
  return inserted.map(({ id }) => id);
}
