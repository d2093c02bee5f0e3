import { APP_NAME } from "@/lib/constants";
import { AUTO_DECLINE_REASON } from "@/lib/booking-rules/approval";
import { PARTY_CHANNELS } from "@/lib/vocabulary/notice-channels";
import { bookers, FOOTER, listingAgentOf, REPLY_TO_DECIDE, type EventPlan, type PlanContext } from "./context";

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
        : {
            subject: `Showing request received: ${address} on ${when}`,
            heading: "Your request is with the listing agent",
            paragraphs: [
              `${ctx.hello(name)} we received your request to see ${address} on ${when} (30 minutes).`,
              "The listing agent approves each showing here. You will get a confirmation, or a refund of the fee if it is declined.",
              reference,
            ],
            links: [{ label: "View your request", href: ctx.manageUrl }],
            footer: FOOTER,
          },
    sms: (role) =>
      role === "listing_agent"
        ? `${APP_NAME}: approval needed. ${who} asks to see ${address} on ${when}. Call ${visitorPhone}. ${REPLY_TO_DECIDE}`
        : `${APP_NAME}: we received your request to see ${address} on ${when}. The listing agent will confirm it. ${ref}`,
  };
}

/** A refused request: the booker is told; so is the agent when nobody decided in time. */
export function declined(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, reference, ref, visitor } = ctx;
  const automatic = booking.cancellationReason === AUTO_DECLINE_REASON;
  return {
    recipients: automatic ? [listingAgentOf(input), ...bookers(booking)] : bookers(booking),
    kind: () => "booking_declined",
    channels: () => PARTY_CHANNELS,
    email: (role, name) => ({
      subject: `Showing request declined: ${address} on ${when}`,
      heading: role === "listing_agent" ? "A request was declined automatically" : "Your showing request was declined",
      paragraphs: [
        role === "listing_agent"
          ? `The request of ${visitor.name} to see ${address} on ${when} was not approved in time. It is declined and the fee refunded.`
          : `${ctx.hello(name)} the listing agent could not accept your request to see ${address} on ${when}. Any fee you paid is refunded in full.`,
        reference,
      ],
      footer: FOOTER,
    }),
    sms: (role) =>
      role === "listing_agent"
        ? `${APP_NAME}: the request of ${visitor.name} for ${address} on ${when} was not approved in time and is declined. ${ref}`
        : `${APP_NAME}: your request to see ${address} on ${when} was declined; any fee paid is refunded. ${ref}`,
  };
}
