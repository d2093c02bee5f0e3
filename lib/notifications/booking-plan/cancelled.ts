import { icsAttachment, showingEventOf } from "@/lib/bookings/calendar";
import { APP_NAME } from "@/lib/constants";
import { PARTY_CHANNELS } from "../channels";
import { everyone, FOOTER, OWNER_CHANNELS, type EventPlan, type PlanContext } from "./context";

/** A showing called off: everyone it concerns is told; the resident learns nobody will enter (no letter). */
export function cancelled(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, ref, links } = ctx;
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
          ...(booker ? ["Open the attached calendar file to mark the showing cancelled in your calendar."] : []),
        ],
        ...(role === "owner" && links.ownerOptOut ? { links: [{ label: "Stop showing notices", href: links.ownerOptOut }] } : {}),
        // The booker's calendar has the event from the booking: the same UID, cancelled, with a higher SEQUENCE.
        ...(booker ? { attachments: [icsAttachment({ ...showingEventOf(booking, ctx.property), status: "cancelled" })] } : {}),
        footer: FOOTER,
      };
    },
    sms: () => `${APP_NAME}: the showing at ${address} on ${when} is cancelled. ${ref}`,
  };
}
