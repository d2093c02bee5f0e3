import type { RecipientRole } from "@/db/schema";
import { icsAttachment, showingEventOf } from "@/lib/booking-rules/calendar";
import { APP_NAME, formatUsd } from "@/lib/constants";
import { PARTY_CHANNELS } from "@/lib/vocabulary/notice-channels";
import { everyone, FOOTER, OWNER_CHANNELS, payerRole, type EventPlan, type PlanContext } from "./context";

/**
 * A showing called off: everyone it concerns is told; the resident learns nobody will enter (no
 * letter). The booker who paid is told of the refund only when one is due (the agent called it
 * off, and a card was charged): a cancellation by the booker keeps the fee, a mock payment took none.
 */
export function cancelled(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, ref, links } = ctx;
  const refunded = (role: RecipientRole) => Boolean(booking.refundRequestedAt) && role === payerRole(booking);
  const fee = formatUsd(booking.feeCents);
  return {
    recipients: everyone(input),
    kind: () => "booking_cancelled",
    channels: (role) => (role === "owner" ? OWNER_CHANNELS : PARTY_CHANNELS),
    email: (role, name) => {
      const booker = role === "buyer" || role === "buyer_agent";
      return {
        subject: `Showing cancelled: ${address} on ${when}`,
        heading: "Showing cancelled",
        paragraphs: [
          role === "resident"
            ? `${ctx.hello(name)} the entry announced for ${when} at ${address} is cancelled. Nobody will enter the unit.`
            : `${ctx.hello(name)} the showing of ${address} on ${when} (${booking.confirmationNumber}) is cancelled.`,
          ...ctx.cancellationReason,
          ...(refunded(role) ? [`Your ${fee} booking fee is being refunded to the card you paid with; your bank may take 5 to 10 days to show it.`] : []),
          ...(booker ? ["Open the attached calendar file to mark the showing cancelled in your calendar."] : []),
        ],
        ...(role === "owner" && links.ownerOptOut ? { links: [{ label: "Stop showing notices", href: links.ownerOptOut }] } : {}),
        // The booker's calendar has the event from the booking: the same UID, cancelled, with a higher SEQUENCE.
        ...(booker ? { attachments: [icsAttachment({ ...showingEventOf(booking, ctx.property), status: "cancelled" })] } : {}),
        footer: FOOTER,
      };
    },
    sms: (role) =>
      `${APP_NAME}: the showing at ${address} on ${when} is cancelled.${refunded(role) ? ` Your ${fee} fee is being refunded.` : ""} ${ref}`,
  };
}
