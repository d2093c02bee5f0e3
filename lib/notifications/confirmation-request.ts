import type { NewNotification } from "@/db/schema";
import { APP_NAME } from "@/lib/constants";
import { renderEmail } from "@/lib/email/render";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import type { ConfirmingParty } from "@/lib/vocabulary/booking-status";
import { FOOTER } from "./booking-plan";

export type ConfirmationRequestInput = {
  booking: { id: string; agentId: string; timeRevision: number; startsAt: Date; confirmationNumber: string };
  property: { fullAddress: string; timezone: string };
  confirmer: { party: ConfirmingParty; name: string; email: string; phone: string };
  agentName: string;
  /** The confirmer's own signed page (confirm or decline), valid until `deadline`. */
  link: string;
  deadline: Date;
};

/**
 * The resident's or owner's request to confirm a showing, by e-mail (with their signed link) and
 * by SMS (answered Y or N, lib/bookings/decide-by-text.ts). It names the home and the time only:
 * never the visitor's contact details or the access details.
 */
export async function planConfirmationRequest(input: ConfirmationRequestInput): Promise<NewNotification[]> {
  const { booking, property, confirmer, link } = input;
  const when = formatZonedDateTime(booking.startsAt, property.timezone);
  const by = formatZonedDateTime(input.deadline, property.timezone);
  const agent = input.agentName || "The listing agent";
  const base = {
    bookingId: booking.id,
    agentId: booking.agentId,
    kind: "confirmation_request",
    timeRevision: booking.timeRevision,
    recipientRole: confirmer.party,
    recipientName: confirmer.name,
    template: "confirmation_request",
  } as const;
  const rows: NewNotification[] = [];
  if (confirmer.email.trim()) {
    const content = {
      subject: `Please confirm a showing: ${property.fullAddress} on ${when}`,
      heading: "Can this showing go ahead?",
      paragraphs: [
        `Hello ${confirmer.name || "there"}, ${agent} asks you to confirm a showing of ${property.fullAddress} on ${when} (30 minutes).`,
        `Please answer by ${by}. Without an answer by then the request is declined.`,
        `Reference: ${booking.confirmationNumber}`,
      ],
      links: [{ label: "Confirm or decline", href: link }],
      footer: FOOTER,
    };
    const { html, text } = await renderEmail(content);
    rows.push({ ...base, channel: "email", recipientAddress: confirmer.email, subject: content.subject, body: text, html });
  }
  if (confirmer.phone.trim()) {
    rows.push({
      ...base,
      channel: "sms",
      recipientAddress: confirmer.phone,
      body: `${APP_NAME}: please confirm a showing of ${property.fullAddress} on ${when}. Reply Y to confirm, N to decline, by ${by}. Ref ${booking.confirmationNumber}.`,
    });
  }
  return rows;
}
