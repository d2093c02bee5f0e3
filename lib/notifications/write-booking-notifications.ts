import "server-only";
import type { Tx } from "@/db/client";
import { eq } from "drizzle-orm";
import {
  agentProfiles,
  landlords,
  properties,
  propertyPeople,
  propertyWithPeople,
  users,
  type Booking,
  type Landlord,
  type Property,
  type PropertyWithPeople,
} from "@/db/schema";
import { signToken } from "@/lib/auth/signed-token";
import {
  approvalDeadline,
  approvalSubject,
  APPROVAL_TOKEN_PURPOSES,
  moveApprovalDeadline,
  MOVE_TOKEN_PURPOSES,
  withActor,
} from "@/lib/booking-rules/approval";
import { hasElectronicNoticeConsent } from "@/lib/compliance/notice-rules";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { residentNoticeRoute } from "@/lib/compliance/rules";
import { env } from "@/lib/env";
import { feedbackLink } from "@/lib/notifications/feedback-link";
import { planBookingNotifications, type AgentContact, type BookingEvent, type OwnerContact, type PlanInput } from "./booking-plan";
import { teammatesOfListings } from "./teammates";
import { queueNotifications } from "./queue-notifications";
import { daysAfter } from "@/lib/time/durations";
import { isOccupied } from "@/lib/vocabulary/occupancy";
import { currentLinkVersion, occupantPreferencesUrl } from "@/lib/residents/preferences-link";

export const OWNER_OPT_OUT_PURPOSE = "owner-opt-out";
const OWNER_OPT_OUT_DAYS = 365;

/** The property of a booking with what its notices need: the agent's contact and the linked owner record. */
export async function loadNoticeContext(tx: Tx, propertyId: string) {
  const [context] = await tx
    .select({ property: propertyWithPeople, accountEmail: users.email, profile: agentProfiles, landlord: landlords })
    .from(properties)
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .innerJoin(users, eq(users.id, properties.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, properties.agentId))
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(eq(properties.id, propertyId));
  if (!context) return null;
  const { property, landlord, profile, accountEmail } = context;
  const agent: AgentContact = { name: profile?.agentName ?? "", email: profile?.agentEmail || accountEmail, phone: profile?.agentPhone ?? "" };
  return { property, landlord, agent };
}

/** The owner to tell: the linked owner's address, unless they opted out. */
export function ownerOf(property: PropertyWithPeople, landlord: Landlord | null): OwnerContact | null {
  if (landlord && !landlord.showingNotices) return null;
  const email = property.ownerEmail;
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

/** The owner's "stop showing notices" link, on every notice an owner gets. */
export function ownerOptOutLink(booking: Pick<Booking, "startsAt">, landlord: Landlord, appUrl: string): string {
  const expiresAt = daysAfter(booking.startsAt, OWNER_OPT_OUT_DAYS);
  return `${appUrl}/owner-notices/${signToken({ purpose: OWNER_OPT_OUT_PURPOSE, subject: landlord.id, expiresAt })}`;
}

/** The signed Approve and Decline links of a request or a move, for the listing agent or (with `actorId`) a teammate of theirs. */
function decisionLinks(event: BookingEvent, booking: Booking, property: Property, appUrl: string, actorId?: string) {
  const approval = approvalLinks(event, booking, property);
  if (!approval) return {};
  const subject = actorId ? withActor(approval.subject, actorId) : approval.subject;
  const sign = (decision: "approve" | "decline") =>
    `${appUrl}/bookings/approval/${signToken({ purpose: approval.purposes[decision], subject, expiresAt: approval.deadline })}`;
  return { approvalDeadline: approval.deadline, approve: sign("approve"), decline: sign("decline") };
}

function signedLinks(event: BookingEvent, booking: Booking, property: Property, landlord: Landlord | null, appUrl: string) {
  const links: PlanInput["links"] = { ...decisionLinks(event, booking, property, appUrl) };
  if (event === "completed") links.feedback = feedbackLink(booking, appUrl);
  if (landlord) links.ownerOptOut = ownerOptOutLink(booking, landlord, appUrl);
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
  const context = await loadNoticeContext(tx, booking.propertyId);
  if (!context) return [];
  const occupied = isOccupied(context.property);
  const noticeByHand =
    occupied &&
    (event === "confirmed" || event === "rescheduled") &&
    residentNoticeRoute({
      electronicConsent: await hasElectronicNoticeConsent(tx, context.property.id),
      startsAt: booking.startsAt,
      now: new Date(),
    }) === "by_hand";

  const appUrl = env().APP_URL;
  const links = signedLinks(event, booking, context.property, context.landlord, appUrl);
  // The resident's entry notice carries their private link to the times that never suit.
  const { residentId } = context.property;
  if (occupied && residentId && (event === "confirmed" || event === "rescheduled")) {
    const subject = { propertyId: context.property.id, residentId };
    links.occupantPreferences = occupantPreferencesUrl(subject, await currentLinkVersion(tx, subject), appUrl, new Date());
  }
  const listing = { propertyId: context.property.id, agentId: context.property.agentId };
  const teammates = (await teammatesOfListings(tx, [listing]))(listing, new Date());
  const rows = await planBookingNotifications({
    event,
    booking,
    property: context.property,
    agent: context.agent,
    owner: ownerOf(context.property, context.landlord),
    appUrl,
    links,
    noticeByHand,
    teammates: teammates.map(({ userId, role, contact }) => ({ role, contact, links: decisionLinks(event, booking, context.property, appUrl, userId) })),
  });
  const inserted = await queueNotifications(tx, rows);
  await recordCompliance(tx, booking.id);
  return inserted;
}
