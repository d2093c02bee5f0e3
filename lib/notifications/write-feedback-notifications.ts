import type { Tx } from "@/db/client";
import type { Booking, NewNotification } from "@/db/schema";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { env } from "@/lib/env";
import { FEEDBACK_INTEREST_LABELS } from "@/lib/vocabulary/feedback-interest";
import { FOOTER, visitorOf } from "./booking-plan";
import { inertLinks } from "./inert-links";
import { queueNotifications } from "./queue-notifications";
import { renderEmail } from "@/lib/email/render";
import { loadNoticeContext, ownerOf, ownerOptOutLink } from "./write-booking-notifications";

/** The lines of a feedback answer, as the agent and the owner read them. */
export function feedbackLines(booking: Pick<Booking, "feedbackRating" | "feedbackInterest" | "feedback">): string[] {
  return [
    `Rating: ${booking.feedbackRating ?? "—"} out of 5`,
    ...(booking.feedbackInterest ? [`Interest: ${FEEDBACK_INTEREST_LABELS[booking.feedbackInterest]}`] : []),
    ...(booking.feedback ? [`Comments: “${booking.feedback}”`] : []),
  ];
}

/**
 * E-mails a showing's first feedback answer to the listing agent and to the owner who has not
 * opted out of showing notices, through the outbox; the outbox's unique key (booking, time,
 * role, channel, kind) makes a second call add nothing.
 */
export async function writeFeedbackNotifications(tx: Tx, booking: Booking): Promise<string[]> {
  const context = await loadNoticeContext(tx, booking.propertyId);
  if (!context) return [];
  const { property, landlord, agent } = context;
  const appUrl = env().APP_URL;
  const visitor = visitorOf(booking);
  const when = formatZonedDateTime(booking.startsAt, property.timezone);
  const subject = `Feedback on the showing of ${property.fullAddress}: ${booking.feedbackRating}/5`;
  const paragraphs = [
    `${visitor.name} (${visitor.type}) answered the feedback request for the showing of ${property.fullAddress} on ${when}.`,
    ...feedbackLines(booking).map(inertLinks),
    `Confirmation number: ${booking.confirmationNumber}`,
  ];
  const owner = ownerOf(property, landlord);
  const recipients = [
    { role: "listing_agent" as const, name: agent.name, email: agent.email, links: [{ label: "See completed showings", href: `${appUrl}/completed` }] },
    ...(owner
      ? [{ role: "owner" as const, ...owner, links: landlord ? [{ label: "Stop showing notices", href: ownerOptOutLink(booking, landlord, appUrl) }] : [] }]
      : []),
  ];
  const rows: NewNotification[] = [];
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const { html, text } = await renderEmail({ subject, heading: "Feedback from a showing", paragraphs, links: recipient.links, footer: FOOTER });
    rows.push({
      bookingId: booking.id,
      agentId: booking.agentId,
      kind: "feedback_received",
      template: "feedback_received",
      timeRevision: booking.timeRevision,
      channel: "email",
      recipientRole: recipient.role,
      recipientName: recipient.name,
      recipientAddress: recipient.email,
      subject,
      body: text,
      html,
      essential: false,
    });
  }
  return queueNotifications(tx, rows);
}
