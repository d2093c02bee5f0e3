import type { Booking, NewNotification, NotificationKind, Property, RecipientRole } from "@/db/schema";
import { googleCalendarUrl, outlookCalendarUrl } from "@/lib/bookings/calendar";
import { buildEntryNotice, formatLocalDate, formatLocalTime } from "@/lib/compliance/notice-text";
import { APP_NAME } from "@/lib/constants";
import { renderEmail, type EmailContent } from "./render";

export type AgentContact = { name: string; email: string; phone: string };

/** What happened to the booking: each event tells its own people in its own words. */
export type BookingEvent = "confirmed" | "cancelled" | "rescheduled" | "completed";

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
  appUrl: string;
};

const FOOTER = `${APP_NAME} sends showing notices for listing agents. Essential notices cannot be switched off; reply STOP to opt out of other texts.`;

type Recipient = { role: RecipientRole; name: string; email: string; phone: string };

const present = (value: string) => value.trim().length > 0;

/** Everyone told about a confirmed booking, each with the contact details given. */
function recipients(input: PlanInput): Recipient[] {
  const { booking, property, agent } = input;
  const list: Recipient[] = [{ role: "listing_agent", ...agent }];
  if (booking.requesterType === "buyers_agent") {
    list.push({ role: "buyer_agent", name: booking.buyerAgentName, email: booking.buyerAgentEmail, phone: booking.buyerAgentPhone });
    if (present(booking.buyerEmail) && booking.buyerEmail !== booking.buyerAgentEmail) {
      list.push({ role: "buyer", name: booking.buyerName, email: booking.buyerEmail, phone: "" });
    }
  } else {
    list.push({ role: "buyer", name: booking.buyerName, email: booking.buyerEmail, phone: booking.buyerPhone });
  }
  if (property.occupancyStatus === "resident") {
    list.push({
      role: "resident",
      name: `${property.residentFirstName} ${property.residentLastName}`.trim(),
      email: property.residentEmail,
      phone: property.residentPhone,
    });
  }
  return list;
}

const isBooker = (role: RecipientRole) => role === "buyer" || role === "buyer_agent";

function kindFor(event: BookingEvent, role: RecipientRole): NotificationKind {
  if (event === "cancelled") return "booking_cancelled";
  if (event === "rescheduled") return "booking_rescheduled";
  if (event === "completed") return "feedback_request";
  if (role === "listing_agent") return "new_booking";
  if (role === "resident") return "entry_notice";
  return "booking_confirmation";
}

/** Channels per recipient: a new or moved entry is also mailed to the resident; feedback is asked by e-mail. */
function channelsFor(event: BookingEvent, role: RecipientRole): { email: boolean; sms: boolean; mail: boolean } {
  if (event === "completed") return { email: isBooker(role), sms: false, mail: false };
  const enters = role === "resident" && event !== "cancelled";
  return { email: true, sms: true, mail: enters };
}

/**
 * The outbox rows for one booking event. Confirmation: e-mail and SMS to the listing agent,
 * the booker (and buyer's agent) and, at an occupied unit, the resident, who also gets a
 * mailed letter. Rows are rendered now so the audit trail holds exactly what was sent.
 */
export async function planBookingNotifications(input: PlanInput): Promise<NewNotification[]> {
  const { event, booking, property, appUrl } = input;
  const tz = property.timezone;
  const when = `${formatLocalDate(booking.startsAt, tz)} at ${formatLocalTime(booking.startsAt, tz)}`;
  const manageUrl = `${appUrl}/bookings/manage/${booking.manageToken}`;
  const calendarEvent = { confirmationNumber: booking.confirmationNumber, startsAt: booking.startsAt, address: property.fullAddress };
  const booker = booking.buyerAgentName || booking.buyerName;
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

  const emailFor = (role: RecipientRole, name: string): EmailContent => {
    const hello = `Hello ${name || "there"},`;
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
        footer: FOOTER,
      };
    }
    if (event === "completed") {
      return {
        subject: `How was your showing of ${property.fullAddress}?`,
        heading: "Tell the listing agent how it went",
        paragraphs: [`${hello} thank you for visiting ${property.fullAddress}. Your feedback goes straight to the listing agent.`],
        links: [{ label: "Leave feedback", href: manageUrl }],
        footer: FOOTER,
      };
    }
    if (role === "resident") {
      const heading = event === "rescheduled" ? "Notice of entry (new time)" : "Notice of entry";
      return { subject: notice.subject, heading, paragraphs: noticeParagraphs, footer: FOOTER };
    }
    if (role === "listing_agent") {
      return {
        subject: `${event === "rescheduled" ? "Showing moved" : "New showing booked"}: ${property.fullAddress} on ${when}`,
        heading: event === "rescheduled" ? "A showing was rescheduled" : "A showing was booked",
        paragraphs: [
          `${booker} ${event === "rescheduled" ? "moved their showing" : "booked a 30-minute showing"} of ${property.fullAddress} to ${when}.`,
          `Confirmation number: ${booking.confirmationNumber}`,
          ...(present(booking.specialRequests) ? [`Special requests: ${booking.specialRequests}`] : []),
        ],
        links: [{ label: "Open your dashboard", href: `${appUrl}/upcoming` }],
        footer: FOOTER,
      };
    }
    const state = event === "rescheduled" ? "rescheduled" : booking.status === "pending" ? "requested" : "confirmed";
    return {
      subject: `Showing ${state}: ${property.fullAddress} on ${when}`,
      heading: `Your showing is ${state}`,
      paragraphs: [
        `${hello} your 30-minute showing of ${property.fullAddress} is on ${when}.`,
        `Confirmation number: ${booking.confirmationNumber}`,
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
    if (event === "cancelled") return `${APP_NAME}: the showing at ${property.fullAddress} on ${when} is cancelled (${booking.confirmationNumber}).`;
    if (role === "resident") return notice.sms;
    if (role === "listing_agent") {
      return `${APP_NAME}: ${event === "rescheduled" ? "showing moved to" : "new showing at"} ${property.fullAddress} on ${when} (${booking.confirmationNumber}).`;
    }
    return `${APP_NAME}: your showing at ${property.fullAddress} on ${when} is ${event === "rescheduled" ? "rescheduled" : "booked"} (${booking.confirmationNumber}). Manage: ${manageUrl}`;
  };

  const rows: NewNotification[] = [];
  for (const recipient of recipients(input)) {
    const kind = kindFor(event, recipient.role);
    const channels = channelsFor(event, recipient.role);
    const base = {
      bookingId: booking.id,
      agentId: booking.agentId,
      kind,
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
