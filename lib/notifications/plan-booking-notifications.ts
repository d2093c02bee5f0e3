import type { Booking, NewNotification, NotificationKind, Property, RecipientRole } from "@/db/schema";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { AUTO_DECLINE_REASON } from "@/lib/bookings/approval-rules";
import { REQUESTER_LABELS } from "@/lib/bookings/booking-enums";
import { googleCalendarUrl, outlookCalendarUrl } from "@/lib/bookings/calendar";
import { buildEntryNotice, formatLocalDate, formatLocalTime } from "@/lib/compliance/notice-text";
import { WRITTEN_NOTICE_HOURS } from "@/lib/compliance/rules";
import { APP_NAME } from "@/lib/constants";
import { formatPhone } from "@/lib/phone/phone";
import { renderEmail, type EmailContent } from "./render";

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
  | "requested"
  | "confirmed"
  | "declined"
  | "cancelled"
  | "rescheduled"
  | "completed"
  | "move_requested"
  | "move_declined"
  | "move_expired";

export type PlanInput = {
  event: BookingEvent;
  booking: Booking;
  property: Pick<
    Property,
    | "fullAddress"
    | "timezone"
    | "occupancyStatus"
    | "residentFirstName"
    | "residentLastName"
    | "residentEmail"
    | "residentPhone"
  >;
  agent: AgentContact;
  /** The linked owner, when they have an e-mail and have not opted out of showing notices. */
  owner: OwnerContact | null;
  appUrl: string;
  /** Signed one-click links, made by the caller (the plan has no secrets). */
  links: { approve?: string; decline?: string; approvalDeadline?: Date; ownerOptOut?: string; feedback?: string };
  /** The resident's notice can only be effective if the agent posts or gives it by hand. */
  noticeByHand?: boolean;
};

export const FOOTER = `${APP_NAME} sends showing notices for listing agents. Essential notices cannot be switched off; reply STOP to opt out of other texts.`;

export type Recipient = { role: RecipientRole; name: string; email: string; phone: string };

const present = (value: string) => value.trim().length > 0;

/** The person who booked: the buyer's agent when one booked for a buyer, else the buyer or renter. */
export function visitorOf(booking: Booking) {
  const byAgent = booking.requesterType === "buyers_agent";
  return {
    name: byAgent ? booking.buyerAgentName : booking.buyerName,
    email: byAgent ? booking.buyerAgentEmail : booking.buyerEmail,
    phone: byAgent ? booking.buyerAgentPhone : booking.buyerPhone,
    type: REQUESTER_LABELS[booking.requesterType].toLowerCase(),
    /** The buyer a buyer's agent brings, if named. */
    buyer: byAgent && present(booking.buyerName) ? { name: booking.buyerName, email: booking.buyerEmail } : null,
  };
}

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

/** Everyone told about the event, each with the contact details given. */
function recipients(input: PlanInput): Recipient[] {
  const { event, booking, property, agent, owner } = input;
  const listingAgent: Recipient = { role: "listing_agent", ...agent };
  if (event === "requested" || event === "move_requested" || event === "move_expired") return [listingAgent, ...bookers(booking)];
  if (event === "move_declined") return bookers(booking);
  if (event === "declined") {
    return booking.cancellationReason === AUTO_DECLINE_REASON ? [listingAgent, ...bookers(booking)] : bookers(booking);
  }
  if (event === "completed") return bookers(booking);
  const list: Recipient[] = [listingAgent, ...bookers(booking)];
  if (property.occupancyStatus === "resident") {
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

const isBooker = (role: RecipientRole) => role === "buyer" || role === "buyer_agent";

function kindFor(event: BookingEvent, role: RecipientRole): NotificationKind {
  if (event === "requested") return role === "listing_agent" ? "approval_request" : "request_received";
  if (event === "move_requested") return role === "listing_agent" ? "move_request" : "move_request_received";
  if (event === "move_declined" || event === "move_expired") return "move_declined";
  if (event === "declined") return "booking_declined";
  if (event === "cancelled") return "booking_cancelled";
  if (event === "rescheduled") return "booking_rescheduled";
  if (event === "completed") return "feedback_request";
  if (role === "listing_agent") return "new_booking";
  if (role === "resident") return "entry_notice";
  if (role === "owner") return "owner_notice";
  return "booking_confirmation";
}

/** Channels per recipient: a new or moved entry is also mailed to the resident; feedback is asked, and owners told, by e-mail. */
function channelsFor(event: BookingEvent, role: RecipientRole): { email: boolean; sms: boolean; mail: boolean } {
  if (event === "completed") return { email: isBooker(role), sms: false, mail: false };
  if (role === "owner") return { email: true, sms: false, mail: false };
  const enters = role === "resident" && event !== "cancelled";
  return { email: true, sms: true, mail: enters };
}

function doorNoticeParagraph(booking: Booking, timeZone: string): string {
  const postBy = new Date(+booking.startsAt - WRITTEN_NOTICE_HOURS * 3_600_000);
  return (
    `Action needed: the resident has not agreed to notices by e-mail or SMS and a letter would arrive too late, so post the ` +
    `printable door notice by ${formatLocalDate(postBy, timeZone)} at ${formatLocalTime(postBy, timeZone)} ` +
    `(at least ${WRITTEN_NOTICE_HOURS} hours before the showing) and record when and by whom it was posted.`
  );
}

/**
 * The outbox rows for one booking event. Confirmation: e-mail and SMS to the listing agent,
 * the booker (and buyer's agent) and, at an occupied unit, the resident, who also gets a
 * mailed letter; an e-mail to the linked owner. Rows are rendered now so the audit trail
 * holds exactly what was sent.
 */
export async function planBookingNotifications(input: PlanInput): Promise<NewNotification[]> {
  const { event, booking, property, appUrl, links } = input;
  const tz = property.timezone;
  const when = formatZonedDateTime(booking.startsAt, tz);
  const manageUrl = `${appUrl}/bookings/manage/${booking.manageToken}`;
  const calendarEvent = {
    confirmationNumber: booking.confirmationNumber,
    startsAt: booking.startsAt,
    address: property.fullAddress,
    timeZone: tz,
    status: booking.status,
  };
  const visitor = visitorOf(booking);
  const visitorPhone = formatPhone(visitor.phone);
  const who = `${visitor.name}, ${visitor.type === "buyer" ? "a buyer" : `a ${visitor.type}`}${
    visitor.buyer ? `, for their buyer ${visitor.buyer.name}${visitor.buyer.email ? ` (${visitor.buyer.email})` : ""}` : ""
  }`;
  const reach = `Reach ${visitor.name} at ${[visitorPhone, visitor.email].filter(present).join(" or ")}.`;
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
  const noticeParagraphs = notice.text.split("\n\n");
  const reference = `Confirmation number: ${booking.confirmationNumber}`;
  const specialRequests = present(booking.specialRequests) ? [`Special requests: ${booking.specialRequests}`] : [];

  // The time a move asks for; the booked time (`when`) stands until the agent approves it.
  const movedTo = booking.moveStartsAt ? formatZonedDateTime(booking.moveStartsAt, tz) : "";
  const decideBy = links.approvalDeadline ? formatZonedDateTime(links.approvalDeadline, tz) : "";
  const approvalLinks = (noun: string) => [
    ...(links.approve ? [{ label: `Approve ${noun}`, href: links.approve }] : []),
    ...(links.decline ? [{ label: `Decline ${noun}`, href: links.decline }] : []),
  ];

  const emailFor = (role: RecipientRole, name: string): EmailContent => {
    const hello = `Hello ${name || "there"},`;
    if (event === "move_requested" && role === "listing_agent") {
      return {
        subject: `Approval needed: move the showing of ${property.fullAddress} to ${movedTo}`,
        heading: "A booker asks to move an approved showing",
        paragraphs: [
          `${who} asks to move their showing of ${property.fullAddress} from ${when} to ${movedTo} (30 minutes).`,
          `Until you approve, the showing stays on ${when} and both times are held; the resident and the owner are told of the new time only once you approve it.`,
          reach,
          reference,
          ...(decideBy ? [`Please decide by ${decideBy}. A move still undecided then is declined automatically and the showing stays on ${when}.`] : []),
        ],
        links: approvalLinks("move"),
        footer: FOOTER,
      };
    }
    if (event === "move_requested") {
      return {
        subject: `Move requested: your showing of ${property.fullAddress} to ${movedTo}`,
        heading: "Your request to move the showing is with the listing agent",
        paragraphs: [
          `${hello} you asked to move your showing of ${property.fullAddress} from ${when} to ${movedTo}.`,
          `The listing agent approves each change here. Until then your showing stays on ${when}; you will get a confirmation of the new time, or word that it stays.`,
          reference,
        ],
        links: [{ label: "View your showing", href: manageUrl }],
        footer: FOOTER,
      };
    }
    if (event === "move_declined" || event === "move_expired") {
      const agentCopy = role === "listing_agent";
      return {
        subject: `Move declined: the showing of ${property.fullAddress} stays on ${when}`,
        heading: agentCopy ? "A move was declined automatically" : "Your showing keeps its time",
        paragraphs: [
          agentCopy
            ? `The request of ${visitor.name} to move their showing of ${property.fullAddress} from ${when} to ${movedTo} was not decided in time. It is declined; the showing stays on ${when}.`
            : event === "move_expired"
              ? `${hello} your request to move your showing of ${property.fullAddress} to ${movedTo} was not approved in time. Your showing stays on ${when}.`
              : `${hello} the listing agent could not accept moving your showing of ${property.fullAddress} to ${movedTo}. Your showing stays on ${when}.`,
          reference,
        ],
        links: agentCopy ? [] : [{ label: "Manage your showing", href: manageUrl }],
        footer: FOOTER,
      };
    }
    if (event === "requested" && role === "listing_agent") {
      return {
        subject: `Approval needed: showing of ${property.fullAddress} on ${when}`,
        heading: "A showing is waiting for your approval",
        paragraphs: [
          `${who} asks to see ${property.fullAddress} on ${when} (30 minutes).`,
          reach,
          reference,
          ...specialRequests,
          ...(decideBy ? [`Please decide by ${decideBy}. A request still undecided then is declined and the fee refunded automatically.`] : []),
        ],
        links: approvalLinks("showing"),
        footer: FOOTER,
      };
    }
    if (event === "requested") {
      return {
        subject: `Showing request received: ${property.fullAddress} on ${when}`,
        heading: "Your request is with the listing agent",
        paragraphs: [
          `${hello} we received your request to see ${property.fullAddress} on ${when} (30 minutes).`,
          "The listing agent approves each showing here. You will get a confirmation, or a refund of the fee if it is declined.",
          reference,
        ],
        links: [{ label: "View your request", href: manageUrl }],
        footer: FOOTER,
      };
    }
    if (event === "declined") {
      return {
        subject: `Showing request declined: ${property.fullAddress} on ${when}`,
        heading: role === "listing_agent" ? "A request was declined automatically" : "Your showing request was declined",
        paragraphs: [
          role === "listing_agent"
            ? `The request of ${visitor.name} to see ${property.fullAddress} on ${when} was not approved in time. It is declined and the fee refunded.`
            : `${hello} the listing agent could not accept your request to see ${property.fullAddress} on ${when}. Any fee you paid is refunded in full.`,
          reference,
        ],
        footer: FOOTER,
      };
    }
    if (event === "cancelled") {
      return {
        subject: `Showing cancelled: ${property.fullAddress} on ${when}`,
        heading: "Showing cancelled",
        paragraphs: [
          role === "resident"
            ? `${hello} the entry announced for ${when} at ${property.fullAddress} is cancelled. Nobody will enter the unit.`
            : `${hello} the showing of ${property.fullAddress} on ${when} (${booking.confirmationNumber}) is cancelled.`,
          ...(booking.cancellationReason ? [`Reason: ${booking.cancellationReason}`] : []),
        ],
        ...(role === "owner" && links.ownerOptOut ? { links: [{ label: "Stop showing notices", href: links.ownerOptOut }] } : {}),
        footer: FOOTER,
      };
    }
    if (event === "completed") {
      return {
        subject: `How was your showing of ${property.fullAddress}?`,
        heading: "Tell the listing agent how it went",
        paragraphs: [`${hello} thank you for visiting ${property.fullAddress}. Your feedback goes straight to the listing agent.`],
        links: [{ label: "Leave feedback", href: links.feedback ?? manageUrl }],
        footer: FOOTER,
      };
    }
    if (role === "resident") {
      const heading = event === "rescheduled" ? "Notice of entry (new time)" : "Notice of entry";
      return { subject: notice.subject, heading, paragraphs: noticeParagraphs, footer: FOOTER };
    }
    if (role === "owner") {
      return {
        subject: `${event === "rescheduled" ? "Showing moved" : "Showing booked"} at ${property.fullAddress}: ${when}`,
        heading: event === "rescheduled" ? "A showing at your property was moved" : "A showing at your property",
        paragraphs: [
          `${hello} a 30-minute showing of ${property.fullAddress} is ${event === "rescheduled" ? "now" : "booked for"} ${when}, for ${visitor.name} (${visitor.type}).`,
          `${input.agent.name || "Your listing agent"} arranges it${input.agent.phone ? ` and can be reached at ${formatPhone(input.agent.phone)}` : ""}.`,
          reference,
        ],
        links: links.ownerOptOut ? [{ label: "Stop showing notices", href: links.ownerOptOut }] : [],
        footer: FOOTER,
      };
    }
    if (role === "listing_agent") {
      const moved = event === "rescheduled";
      return {
        subject: `${moved ? "Showing moved" : "New showing"}: ${property.fullAddress} on ${when}`,
        heading: moved ? "A showing was rescheduled" : "A showing was booked",
        paragraphs: [
          moved
            ? `${who} moved their showing of ${property.fullAddress} to ${when}.`
            : `${who} booked a 30-minute showing of ${property.fullAddress} on ${when}.`,
          reach,
          reference,
          ...specialRequests,
          ...(input.noticeByHand ? [doorNoticeParagraph(booking, tz)] : []),
        ],
        links: [
          ...(input.noticeByHand ? [{ label: "Print the door notice", href: `${appUrl}/showings/${booking.id}/notice` }] : []),
          { label: "Open your dashboard", href: `${appUrl}/upcoming` },
        ],
        footer: FOOTER,
      };
    }
    const state = event === "rescheduled" ? "rescheduled" : "confirmed";
    return {
      subject: `Showing ${state}: ${property.fullAddress} on ${when}`,
      heading: `Your showing is ${state}`,
      paragraphs: [
        `${hello} your 30-minute showing of ${property.fullAddress} is on ${when}.`,
        reference,
        "You can reschedule or cancel up to 24 hours before the showing from the link below.",
      ],
      links: [
        { label: "Add to Google Calendar", href: googleCalendarUrl(calendarEvent) },
        { label: "Add to Outlook", href: outlookCalendarUrl(calendarEvent) },
        { label: "Manage your showing", href: manageUrl },
      ],
      footer: FOOTER,
    };
  };

  const smsFor = (role: RecipientRole): string => {
    const ref = `Ref ${booking.confirmationNumber}.`;
    if (event === "requested" && role === "listing_agent") {
      return `${APP_NAME}: approval needed. ${who} asks to see ${property.fullAddress} on ${when}. Call ${visitorPhone}. Approve: ${links.approve} Decline: ${links.decline} Or reply Y to approve, N to decline.`;
    }
    if (event === "requested") return `${APP_NAME}: we received your request to see ${property.fullAddress} on ${when}. The listing agent will confirm it. ${ref}`;
    if (event === "move_requested" && role === "listing_agent") {
      return `${APP_NAME}: approval needed. ${who} asks to move the showing of ${property.fullAddress} from ${when} to ${movedTo}. Call ${visitorPhone}. Approve: ${links.approve} Decline: ${links.decline}`;
    }
    if (event === "move_requested") {
      return `${APP_NAME}: we received your request to move your showing at ${property.fullAddress} to ${movedTo}. Until the listing agent approves it, it stays on ${when}. ${ref}`;
    }
    if (event === "move_declined" || event === "move_expired") {
      return role === "listing_agent"
        ? `${APP_NAME}: the move of ${visitor.name}'s showing at ${property.fullAddress} to ${movedTo} was not decided in time and is declined; it stays on ${when}. ${ref}`
        : `${APP_NAME}: your showing at ${property.fullAddress} was not moved to ${movedTo}; it stays on ${when}. ${ref}`;
    }
    if (event === "declined") {
      return role === "listing_agent"
        ? `${APP_NAME}: the request of ${visitor.name} for ${property.fullAddress} on ${when} was not approved in time and is declined. ${ref}`
        : `${APP_NAME}: your request to see ${property.fullAddress} on ${when} was declined; any fee paid is refunded. ${ref}`;
    }
    if (event === "cancelled") return `${APP_NAME}: the showing at ${property.fullAddress} on ${when} is cancelled. ${ref}`;
    if (role === "resident") return notice.sms;
    if (role === "listing_agent") {
      return `${APP_NAME}: ${event === "rescheduled" ? "showing moved to" : "new showing on"} ${when} at ${property.fullAddress}. ${who}. Call ${visitorPhone}${visitor.email ? `, ${visitor.email}` : ""}. ${ref}`;
    }
    return `${APP_NAME}: your showing at ${property.fullAddress} on ${when} is ${event === "rescheduled" ? "rescheduled" : "booked"}. Manage: ${manageUrl} ${ref}`;
  };

  const rows: NewNotification[] = [];
  for (const recipient of recipients(input)) {
    const kind = kindFor(event, recipient.role);
    const channels = channelsFor(event, recipient.role);
    const base = {
      bookingId: booking.id,
      agentId: booking.agentId,
      kind,
      timeRevision: booking.timeRevision,
      recipientRole: recipient.role,
      recipientName: recipient.name,
      template: kind,
    };
    if (channels.email && present(recipient.email)) {
      const content = emailFor(recipient.role, recipient.name);
      const { html, text } = await renderEmail(content);
      rows.push({ ...base, channel: "email", recipientAddress: recipient.email, subject: content.subject, body: text, html });
    }
    if (channels.sms && present(recipient.phone)) {
      rows.push({ ...base, channel: "sms", recipientAddress: recipient.phone, body: smsFor(recipient.role) });
    }
    if (channels.mail) {
      rows.push({
        ...base,
        channel: "mail",
        recipientAddress: property.fullAddress,
        subject: notice.subject,
        body: notice.text,
        certified: true,
      });
    }
  }
  return rows;
}
