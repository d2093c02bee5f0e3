import type { Booking, NotificationKind, PropertyWithPeople, RecipientRole } from "@/db/schema";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { REQUESTER_LABELS } from "@/lib/vocabulary/booking-enums";
import { buildEntryNotice } from "@/lib/compliance/notice-text";
import { APP_NAME } from "@/lib/constants";
import { formatPhone } from "@/lib/phone/phone";
import type { NotificationChannel } from "@/lib/vocabulary/notice-channels";
import { inertLinks } from "../inert-links";
import type { EmailContent } from "@/lib/email/render";
import { isOccupied } from "@/lib/vocabulary/occupancy";

export type AgentContact = { name: string; email: string; phone: string };
export type OwnerContact = { name: string; email: string };

/**
 * What happened to the booking: each event tells its own people in its own words.
 * `requested` is a manual-approval request waiting for the agent; `declined` its refusal.
 * `move_requested` is a booker's move of an approved showing at a manual-approval property,
 * waiting for the agent (the booking's move fields hold the asked-for time); `move_declined`
 * the agent's refusal and `move_expired` a move nobody decided in time, both keeping the
 * booked time. An approved move is `rescheduled`, like a move that needs no approval.
 */
export type BookingEvent =
  | "confirmation_requested"
  | "requested"
  | "confirmed"
  | "declined"
  | "cancelled"
  | "rescheduled"
  | "completed"
  | "move_requested"
  | "move_declined"
  | "move_expired";

/** What a notice says of the property: its address, zone and resident. */
export type NoticeProperty = Pick<
  PropertyWithPeople,
  "fullAddress" | "timezone" | "occupancyStatus" | "residentFirstName" | "residentLastName" | "residentEmail" | "residentPhone"
>;

/**
 * A co-listing agent of the listing, or the agent's assisting agent of the day: told what the
 * listing agent is told, with approval links of their own (signed for them, so their decision is
 * recorded as theirs).
 */
export type Teammate = {
  role: "co_agent" | "assisting_agent";
  contact: AgentContact;
  links: Pick<PlanInput["links"], "approve" | "decline">;
};

export type PlanInput = {
  event: BookingEvent;
  booking: Booking;
  property: NoticeProperty;
  agent: AgentContact;
  /** The linked owner, when they have an e-mail and have not opted out of showing notices. */
  owner: OwnerContact | null;
  appUrl: string;
  /** Signed one-click links, made by the caller (the plan has no secrets). */
  links: { approve?: string; decline?: string; approvalDeadline?: Date; ownerOptOut?: string; feedback?: string; occupantPreferences?: string };
  /** The resident's notice can only be effective if the agent posts or gives it by hand. */
  noticeByHand?: boolean;
  teammates?: Teammate[];
};

export const FOOTER = `${APP_NAME} sends showing notices for listing agents. Essential notices cannot be switched off; reply STOP to opt out of other texts.`;

/**
 * How the agent decides a request or a move from its text: by replying (lib/bookings/decide-by-text.ts).
 * The text carries no links (the e-mail has them), which keeps it within two SMS segments.
 */
export const REPLY_TO_DECIDE = "Reply Y to approve, N to decline.";

export type Recipient = { role: RecipientRole; name: string; email: string; phone: string };

export const present = (value: string) => value.trim().length > 0;

/**
 * The person who booked: the buyer's agent when one booked for a buyer, else the buyer or renter.
 * The names they typed are made inert (inertLinks): they go into the agent's messages.
 */
export function visitorOf(booking: Booking) {
  const byAgent = booking.requesterType === "buyers_agent";
  return {
    name: inertLinks(byAgent ? booking.buyerAgentName : booking.buyerName),
    email: byAgent ? booking.buyerAgentEmail : booking.buyerEmail,
    phone: byAgent ? booking.buyerAgentPhone : booking.buyerPhone,
    type: REQUESTER_LABELS[booking.requesterType].toLowerCase(),
    /** The buyer a buyer's agent brings, if named. */
    buyer: byAgent && present(booking.buyerName) ? { name: inertLinks(booking.buyerName), email: booking.buyerEmail } : null,
  };
}

/** The booker who paid the fee: the buyer's agent when one booked, else the buyer or renter. */
export const payerRole = (booking: Pick<Booking, "requesterType">): RecipientRole => (booking.requesterType === "buyers_agent" ? "buyer_agent" : "buyer");

export function bookers(booking: Booking): Recipient[] {
  if (booking.requesterType !== "buyers_agent") {
    return [{ role: "buyer", name: booking.buyerName, email: booking.buyerEmail, phone: booking.buyerPhone }];
  }
  const list: Recipient[] = [
    { role: "buyer_agent", name: booking.buyerAgentName, email: booking.buyerAgentEmail, phone: booking.buyerAgentPhone },
  ];
  if (present(booking.buyerEmail) && booking.buyerEmail !== booking.buyerAgentEmail) {
    list.push({ role: "buyer", name: booking.buyerName, email: booking.buyerEmail, phone: "" });
  }
  return list;
}

/** What every event's words are made of: the times, the visitor, the entry notice and the links, in the property's zone. */
export function planContext(input: PlanInput) {
  const { booking, property, appUrl, links } = input;
  const tz = property.timezone;
  const visitor = visitorOf(booking);
  const visitorPhone = formatPhone(visitor.phone);
  const notice = buildEntryNotice({
    residentName: `${property.residentFirstName} ${property.residentLastName}`.trim(),
    propertyAddress: property.fullAddress,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    timeZone: tz,
    agentName: input.agent.name,
    agentPhone: input.agent.phone,
    confirmationNumber: booking.confirmationNumber,
  });
  return {
    input,
    booking,
    property,
    links,
    tz,
    address: property.fullAddress,
    when: formatZonedDateTime(booking.startsAt, tz),
    // The time a move asks for; the booked time (`when`) stands until the agent approves it.
    movedTo: booking.moveStartsAt ? formatZonedDateTime(booking.moveStartsAt, tz) : "",
    decideBy: links.approvalDeadline ? formatZonedDateTime(links.approvalDeadline, tz) : "",
    manageUrl: `${appUrl}/bookings/manage/${booking.manageToken}`,
    visitor,
    visitorPhone,
    who: `${visitor.name}, ${visitor.type === "buyer" ? "a buyer" : `a ${visitor.type}`}${
      visitor.buyer ? `, for their buyer ${visitor.buyer.name}${visitor.buyer.email ? ` (${visitor.buyer.email})` : ""}` : ""
    }`,
    reach: `Reach ${visitor.name} at ${[visitorPhone, visitor.email].filter(present).join(" or ")}.`,
    notice,
    reference: `Confirmation number: ${booking.confirmationNumber}`,
    ref: `Ref ${booking.confirmationNumber}.`,
    specialRequests: present(booking.specialRequests) ? [`Special requests: ${inertLinks(booking.specialRequests)}`] : [],
    /** Why the showing was called off, in the words of whoever cancelled it. */
    cancellationReason: present(booking.cancellationReason) ? [`Reason: ${inertLinks(booking.cancellationReason)}`] : [],
    hello: (name: string) => `Hello ${name || "there"},`,
    approvalLinks: (noun: string) => [
      ...(links.approve ? [{ label: `Approve ${noun}`, href: links.approve }] : []),
      ...(links.decline ? [{ label: `Decline ${noun}`, href: links.decline }] : []),
    ],
  };
}
export type PlanContext = ReturnType<typeof planContext>;

/**
 * One event (or family of events): whom it tells, as which kind of notice, on which channels,
 * in which words. An event that sends no SMS has no `sms`; the mailed letter is always the entry notice.
 */
export type EventPlan = {
  recipients: Recipient[];
  kind: (role: RecipientRole) => NotificationKind;
  channels: (role: RecipientRole) => readonly NotificationChannel[];
  email: (role: RecipientRole, name: string) => EmailContent;
  sms?: (role: RecipientRole) => string;
};

export const listingAgentOf = (input: PlanInput): Recipient => ({ role: "listing_agent", ...input.agent });

/** Everyone a showing concerns: the listing agent, the bookers, the resident of an occupied unit and the linked owner. */
export function everyone(input: PlanInput): Recipient[] {
  const { booking, property, owner } = input;
  const list: Recipient[] = [listingAgentOf(input), ...bookers(booking)];
  if (isOccupied(property)) {
    list.push({
      role: "resident",
      name: `${property.residentFirstName} ${property.residentLastName}`.trim(),
      email: property.residentEmail,
      phone: property.residentPhone,
    });
  }
  if (owner) list.push({ role: "owner", name: owner.name, email: owner.email, phone: "" });
  return list;
}

/** Owners are told by e-mail only. */
export const OWNER_CHANNELS = ["email"] as const satisfies readonly NotificationChannel[];
