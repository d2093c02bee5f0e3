import type { Booking, NewNotification, NotificationKind, Property, RecipientRole } from "@/db/schema";
import { buildEntryNotice, formatLocalDate, formatLocalTime } from "@/lib/compliance/notice-text";
import { APP_NAME } from "@/lib/constants";
import { renderEmail, type EmailContent } from "./render";

export type AgentContact = { name: string; email: string; phone: string };

export type PlanInput = {
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

function kindFor(role: RecipientRole): NotificationKind {
  if (role === "listing_agent") return "new_booking";
  if (role === "resident") return "entry_notice";
  return "booking_confirmation";
}

/**
 * The outbox rows for a confirmed booking: e-mail and SMS to the listing agent, the booker
 * (and buyer's agent) and, at an occupied unit, the resident, who also gets a mailed
 * letter. Rows are rendered now so the audit trail holds exactly what was sent.
 */
export async function planBookingNotifications(input: PlanInput): Promise<NewNotification[]> {
  const { booking, property, appUrl } = input;
  const tz = property.timezone;
  const when = `${formatLocalDate(booking.startsAt, tz)} at ${formatLocalTime(booking.startsAt, tz)}`;
  const manageUrl = `${appUrl}/bookings/manage/${booking.manageToken}`;
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

  const emailFor = (role: RecipientRole, name: string): EmailContent => {
    if (role === "resident") {
      return { subject: notice.subject, heading: "Notice of entry", paragraphs: notice.text.split("\n\n"), footer: FOOTER };
    }
    if (role === "listing_agent") {
      return {
        subject: `New showing booked: ${property.fullAddress} on ${when}`,
        heading: "A showing was booked",
        paragraphs: [
          `${booking.buyerAgentName || booking.buyerName} booked a 30-minute showing of ${property.fullAddress} on ${when}.`,
          `Confirmation number: ${booking.confirmationNumber}`,
          ...(present(booking.specialRequests) ? [`Special requests: ${booking.specialRequests}`] : []),
        ],
        links: [{ label: "Open your dashboard", href: `${appUrl}/upcoming` }],
        footer: FOOTER,
      };
    }
    return {
      subject: `Showing confirmed: ${property.fullAddress} on ${when}`,
      heading: `Your showing is ${booking.status === "pending" ? "requested" : "confirmed"}`,
      paragraphs: [
        `Hello ${name || "there"}, your 30-minute showing of ${property.fullAddress} is on ${when}.`,
        `Confirmation number: ${booking.confirmationNumber}`,
        "You can add it to your calendar, reschedule or cancel up to 24 hours before the showing from the link below.",
      ],
      links: [{ label: "Manage your showing", href: manageUrl }],
      footer: FOOTER,
    };
  };

  const smsFor = (role: RecipientRole): string => {
    if (role === "resident") return notice.sms;
    if (role === "listing_agent") {
      return `${APP_NAME}: new showing at ${property.fullAddress} on ${when} (${booking.confirmationNumber}).`;
    }
    return `${APP_NAME}: your showing at ${property.fullAddress} on ${when} is booked (${booking.confirmationNumber}). Manage: ${manageUrl}`;
  };

  const rows: NewNotification[] = [];
  for (const recipient of recipients(input)) {
    const kind = kindFor(recipient.role);
    const base = {
      bookingId: booking.id,
      agentId: booking.agentId,
      kind,
      recipientRole: recipient.role,
      recipientName: recipient.name,
      template: kind,
    };
    if (present(recipient.email)) {
      const content = emailFor(recipient.role, recipient.name);
      const { html, text } = await renderEmail(content);
      rows.push({ ...base, channel: "email", recipientAddress: recipient.email, subject: content.subject, body: text, html });
    }
    if (present(recipient.phone)) {
      rows.push({ ...base, channel: "sms", recipientAddress: recipient.phone, body: smsFor(recipient.role) });
    }
    if (recipient.role === "resident") {
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
