import type { RecipientRole } from "@/db/schema";
import { APP_NAME } from "@/lib/constants";
import { PARTY_CHANNELS } from "@/lib/vocabulary/notice-channels";
import { bookers, FOOTER, listingAgentOf, REPLY_TO_DECIDE, type EventPlan, type PlanContext } from "./context";

/** The buyer a buyer's agent booked for hears of the move the agent asked for: they did not ask themselves. */
const agentAskedFor = ({ booking }: PlanContext, role: RecipientRole) => role === "buyer" && booking.requesterType === "buyers_agent";
const askedBy = (ctx: PlanContext, role: RecipientRole) => (agentAskedFor(ctx, role) ? `${ctx.visitor.name}, your agent, asked` : "you asked");
const requestOf = (ctx: PlanContext, role: RecipientRole) => (agentAskedFor(ctx, role) ? `the request of ${ctx.visitor.name}, your agent,` : "your request");

/** A booker asks to move an approved showing: the agent is asked to decide, the booker told the booked time stands until then. */
export function moveRequested(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, movedTo, who, reach, reference, ref, decideBy, visitorPhone } = ctx;
  return {
    recipients: [listingAgentOf(input), ...bookers(booking)],
    kind: (role) => (role === "listing_agent" ? "move_request" : "move_request_received"),
    channels: () => PARTY_CHANNELS,
    email: (role, name) =>
      role === "listing_agent"
        ? {
            subject: `Approval needed: move the showing of ${address} to ${movedTo}`,
            heading: "A booker asks to move an approved showing",
            paragraphs: [
              `${who} asks to move their showing of ${address} from ${when} to ${movedTo} (30 minutes).`,
              `Until you approve, the showing stays on ${when} and both times are held; the resident and the owner are told of the new time only once you approve it.`,
              reach,
              reference,
              ...(decideBy ? [`Please decide by ${decideBy}. A move still undecided then is declined automatically and the showing stays on ${when}.`] : []),
            ],
            links: ctx.approvalLinks("move"),
            footer: FOOTER,
          }
        : {
            subject: `Move requested: your showing of ${address} to ${movedTo}`,
            heading: "Your request to move the showing is with the listing agent",
            paragraphs: [
              `${ctx.hello(name)} ${askedBy(ctx, role)} to move your showing of ${address} from ${when} to ${movedTo}.`,
              `The listing agent approves each change here. Until then your showing stays on ${when}; you will get a confirmation of the new time, or word that it stays.`,
              reference,
            ],
            links: [{ label: "View your showing", href: ctx.manageUrl }],
            footer: FOOTER,
          },
    sms: (role) =>
      role === "listing_agent"
        ? `${APP_NAME}: approval needed. ${who} asks to move the showing of ${address} from ${when} to ${movedTo}. Call ${visitorPhone}. ${REPLY_TO_DECIDE}`
        : `${APP_NAME}: we received your request to move your showing at ${address} to ${movedTo}. Until the listing agent approves it, it stays on ${when}. ${ref}`,
  };
}

/**
 * A move that will not happen, the showing keeping its time: declined by the agent (the
 * booker is told) or expired undecided (the agent is told too).
 */
export function moveRefused(ctx: PlanContext): EventPlan {
  const { input, booking, address, when, movedTo, reference, ref, visitor } = ctx;
  const expired = input.event === "move_expired";
  return {
    recipients: expired ? [listingAgentOf(input), ...bookers(booking)] : bookers(booking),
    kind: () => "move_declined",
    channels: () => PARTY_CHANNELS,
    email: (role, name) => {
      const agentCopy = role === "listing_agent";
      return {
        subject: `Move declined: the showing of ${address} stays on ${when}`,
        heading: agentCopy ? "A move was declined automatically" : "Your showing keeps its time",
        paragraphs: [
          agentCopy
            ? `The request of ${visitor.name} to move their showing of ${address} from ${when} to ${movedTo} was not decided in time. It is declined; the showing stays on ${when}.`
            : expired
              ? `${ctx.hello(name)} ${requestOf(ctx, role)} to move your showing of ${address} to ${movedTo} was not approved in time. Your showing stays on ${when}.`
              : `${ctx.hello(name)} the listing agent could not accept moving your showing of ${address} to ${movedTo}. Your showing stays on ${when}.`,
          reference,
        ],
        links: agentCopy ? [] : [{ label: "Manage your showing", href: ctx.manageUrl }],
        footer: FOOTER,
      };
    },
    sms: (role) =>
      role === "listing_agent"
        ? `${APP_NAME}: the move of ${visitor.name}'s showing at ${address} to ${movedTo} was not decided in time and is declined; it stays on ${when}. ${ref}`
        : `${APP_NAME}: your showing at ${address} was not moved to ${movedTo}; it stays on ${when}. ${ref}`,
  };
}
