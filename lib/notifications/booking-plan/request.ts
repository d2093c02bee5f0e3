import { APP_NAME } from "@/lib/constants";
import { CONFIRMER_DECLINE_REASONS, isAutomaticDecline, UNCONFIRMED_DECLINE_REASON } from "@/lib/booking-rules/approval";
import { PARTY_CHANNELS } from "@/lib/vocabulary/notice-channels";
import { bookers, FOOTER, listingAgentOf, REPLY_TO_DECIDE, type EventPlan, type PlanContext } from "./context";

/** The booker's e-mail that their request arrived, and whom it now waits for. */
const requestReceived = (ctx: PlanContext, name: string, heading: string, waitsFor: string) => ({
  subject: `Showing request received: ${ctx.address} on ${ctx.when}`,
  heading,
  paragraphs: [`${ctx.hello(name)} we received your request to see ${ctx.address} on ${ctx.when} (30 minutes).`, waitsFor, ctx.reference],
  links: [{ label: "View your request", href: ctx.manageUrl }],
  footer: FOOTER,
});

/** A manual-approval request: the agent is asked to decide, the booker told it is with the agent. */
export function requested(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, who, reach, reference, ref, decideBy, visitorPhone } = ctx;
  return {
    recipients: [listingAgentOf(input), ...bookers(booking)],
    kind: (role) => (role === "listing_agent" ? "approval_request" : "request_received"),
    channels: () => PARTY_CHANNELS,
    email: (role, name) =>
      role === "listing_agent"
        ? {
            subject: `Approval needed: showing of ${address} on ${when}`,
            heading: "A showing is waiting for your approval",
            paragraphs: [
              `${who} asks to see ${address} on ${when} (30 minutes).`,
              reach,
              reference,
              ...ctx.specialRequests,
              ...(decideBy ? [`Please decide by ${decideBy}. A request still undecided then is declined and the fee refunded automatically.`] : []),
            ],
            links: ctx.approvalLinks("showing"),
            footer: FOOTER,
          }
        : requestReceived(
            ctx,
            name,
            "Your request is with the listing agent",
            "The listing agent approves each showing here. You will get a confirmation, or a refund of the fee if it is declined.",
          ),
    sms: (role) =>
      role === "listing_agent"
        ? `${APP_NAME}: approval needed. ${who} asks to see ${address} on ${when}. Call ${visitorPhone}. ${REPLY_TO_DECIDE}`
        : `${APP_NAME}: we received your request to see ${address} on ${when}. The listing agent will confirm it. ${ref}`,
  };
}

/**
 * A request at a listing whose resident or owner confirms showings: the booker is told it waits
 * for them (the confirmers are asked by lib/bookings/confirmations, a stage at a time).
 */
export function confirmationRequested(ctx: PlanContext): EventPlan {
  const { booking, address, when, ref } = ctx;
  return {
    recipients: bookers(booking),
    kind: () => "request_received",
    channels: () => PARTY_CHANNELS,
    email: (_role, name) =>
      requestReceived(
        ctx,
        name,
        "Your request waits for the home's confirmation",
        "The people who live there or own the home confirm each showing first. You will get a confirmation, or a refund of the fee if it cannot go ahead.",
      ),
    sms: () => `${APP_NAME}: we received your request to see ${address} on ${when}. It waits for the home's confirmation. ${ref}`,
  };
}

/** Why the booker hears no: the agent, a confirmer, or nobody in time, in plain words. */
function declinedSentence(reason: string, address: string, when: string): string {
  if (CONFIRMER_DECLINE_REASONS.includes(reason)) return `the people at ${address} cannot host a showing on ${when}, so your request is declined.`;
  if (reason === UNCONFIRMED_DECLINE_REASON) return `the people at ${address} did not confirm a showing on ${when} in time, so your request is declined.`;
  return `the listing agent could not accept your request to see ${address} on ${when}.`;
}

/** A refused request: the booker is told; so is the agent when nobody decided in time. */
export function declined(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, reference, ref, visitor } = ctx;
  const automatic = isAutomaticDecline(booking.cancellationReason);
  const agentLine =
    booking.cancellationReason === UNCONFIRMED_DECLINE_REASON
      ? `The request of ${visitor.name} to see ${address} on ${when} was not confirmed in time. It is declined and the fee refunded.`
      : `The request of ${visitor.name} to see ${address} on ${when} was not approved in time. It is declined and the fee refunded.`;
  return {
    recipients: automatic ? [listingAgentOf(input), ...bookers(booking)] : bookers(booking),
    kind: () => "booking_declined",
    channels: () => PARTY_CHANNELS,
    email: (role, name) => ({
      subject: `Showing request declined: ${address} on ${when}`,
      heading: role === "listing_agent" ? "A request was declined automatically" : "Your showing request was declined",
      paragraphs: [
        role === "listing_agent"
          ? agentLine
          : `${ctx.hello(name)} ${declinedSentence(booking.cancellationReason, address, when)} Any fee you paid is refunded in full.`,
        reference,
      ],
      footer: FOOTER,
    }),
    sms: (role) =>
      role === "listing_agent"
        ? `${APP_NAME}: the request of ${visitor.name} for ${address} on ${when} was not ${
            booking.cancellationReason === UNCONFIRMED_DECLINE_REASON ? "confirmed" : "approved"
          } in time and is declined. ${ref}`
        : `${APP_NAME}: your request to see ${address} on ${when} was declined; any fee paid is refunded. ${ref}`,
  };
}
