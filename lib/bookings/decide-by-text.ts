import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, properties, providerWebhookEvents, type Booking, type Property } from "@/db/schema";
import { isAppError } from "@/lib/errors";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { APP_NAME } from "@/lib/constants";
import { actingScope } from "@/lib/auth/acting-scope";
import { actorOf, inScope, scopeIncludes, type Scope } from "@/lib/auth/scope";
import { normalizePhone } from "@/lib/properties/format";
import { applySmsKeyword, type SmsKeywordOutcome } from "@/lib/notifications/sms-opt-out";
import { isAwaitingApproval, statusesAllowing } from "@/lib/vocabulary/booking-status";
import { approveBooking, approveMove, declineBooking, declineMove } from "./review-booking";
import { answerConfirmation, openConfirmationsFor, type ConfirmationRequest } from "./confirmations/answer";

const DECISIONS: Record<string, "approve" | "decline"> = { Y: "approve", YES: "approve", N: "decline", NO: "decline" };

export const NO_OPEN_REQUEST_ANSWER = `${APP_NAME}: there is no showing request waiting for your answer from this number. Replies Y and N approve or decline the request in our latest text.`;

/** The confirmations of STOP and START, sent by the app only on the local transport (Twilio sends its own). */
export const KEYWORD_ANSWERS: Record<Exclude<SmsKeywordOutcome, "ignored">, string> = {
  opted_out: `${APP_NAME}: you will get no more reminders or other optional texts from this number. Notices the law requires still come. Reply START to get them again.`,
  opted_in: `${APP_NAME}: you will get our texts again. Reply STOP to stop them.`,
};

/** "Y", "yes.", " n " → the decision; anything else is not an answer to a request. */
export function decisionOf(body: string): "approve" | "decline" | null {
  return DECISIONS[body.trim().replace(/[.!]+$/, "").toUpperCase()] ?? null;
}

const lastTenDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/**
 * A decision the sender owes: as an agent, a new request (pending) or a booker's move of an
 * approved showing (`decider`: the scope they answer under); as a resident or owner, a request
 * they are asked to confirm. `askedAt` orders them.
 */
type OpenDecision =
  | { kind: "request" | "move"; booking: Booking; property: Property; askedAt: Date; decider: Scope }
  | ({ kind: "confirmation"; askedAt: Date } & ConfirmationRequest);

/** The sender's open decisions (before their deadlines), as an agent and as a confirmer, the most recently asked first. */
async function openDecisions(db: Db, from: string, now: Date): Promise<OpenDecision[]> {
  const asAgent = (await agentDecisions(db, from, now)) ?? [];
  const asConfirmer = (await openConfirmationsFor(db, from, now)).map(
    (request): OpenDecision => ({ kind: "confirmation", askedAt: request.confirmation.askedAt!, ...request }),
  );
  return [...asAgent, ...asConfirmer].sort((a, b) => +b.askedAt - +a.askedAt);
}

/**
 * The requests and moves still open (before their deadline) that the sender's texts asked about,
 * the most recently asked first: of the listings the sender is the agent of, co-lists, or covers
 * today as an assisting agent (their "mine" scope, read again now).
 */
async function agentDecisions(db: Db, from: string, now: Date): Promise<OpenDecision[] | null> {
  const agents = (
    await db
      .select({ userId: agentProfiles.userId, phone: agentProfiles.agentPhone })
      .from(agentProfiles)
      .where(sql`right(regexp_replace(${agentProfiles.agentPhone}, '\\D', '', 'g'), 10) = ${lastTenDigits(from)}`)
  ).filter((agent) => normalizePhone(agent.phone) === from);
  if (!agents.length) return null;
  const scopes = await Promise.all(agents.map(({ userId }) => actingScope(db, { id: userId, isAdmin: false }, { view: "mine", admin: "own", now })));
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const awaitingApproval = inArray(bookings.status, statusesAllowing("approve"));
  const notice = sql`${properties.advanceNoticeHours} * interval '1 hour'`;
  const rows = await db
    .select({ booking: bookings, property: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        or(...scopes.map((scope) => inScope(bookings.agentId, scope, bookings.propertyId))),
        or(
          and(awaitingApproval, sql`${bookings.startsAt} - ${notice} > ${nowSql}`),
          and(
            inArray(bookings.status, statusesAllowing("approve_move")),
            isNotNull(bookings.moveStartsAt),
            sql`least(${bookings.startsAt}, ${bookings.moveStartsAt}) - ${notice} > ${nowSql}`,
          ),
        ),
      ),
    )
    // A request is asked when booked, a move when the booker asks for it (the booking's last change).
    .orderBy(desc(sql`case when ${awaitingApproval} then ${bookings.createdAt} else ${bookings.updatedAt} end`));
  return rows.map((row) => {
    // The booking's own agent answers as themselves; anyone else as the co-listing or assisting agent they are.
    const decider = scopes.find((scope) => actorOf(scope) === row.booking.agentId) ?? scopes.find((scope) => scopeIncludes(scope, row.booking.agentId, row.property.id))!;
    return isAwaitingApproval(row.booking.status)
      ? { kind: "request", askedAt: row.booking.createdAt, decider, ...row }
      : { kind: "move", askedAt: row.booking.updatedAt, decider, ...row };
  });
}

/** How an answer names what it decides (or would decide). */
function nameOf({ kind, booking, property }: OpenDecision): string {
  const when = formatZonedDateTime(booking.startsAt, property.timezone);
  return kind !== "move"
    ? `the showing of ${property.fullAddress} on ${when} (${booking.confirmationNumber})`
    : `the move of the showing of ${property.fullAddress} from ${when} to ${formatZonedDateTime(booking.moveStartsAt!, property.timezone)} (${booking.confirmationNumber})`;
}

async function decide(db: Db, stripe: Stripe | null, open: OpenDecision, decision: "approve" | "decline", now: Date): Promise<string> {
  if (open.kind === "confirmation") {
    const party = open.confirmation.party;
    await answerConfirmation(db, stripe, open.confirmation.id, decision === "approve" ? "confirmed" : "declined", {
      actor: { party },
      channel: "sms_reply",
      now,
    });
    return decision === "decline" ? " The visitor is told." : "";
  }
  const agent = open.decider;
  const id = open.booking.id;
  if (open.kind === "move") {
    if (decision === "approve") await approveMove(db, agent, id, now, "sms_reply");
    else await declineMove(db, agent, id, now, "sms_reply");
    return decision === "approve" ? "" : ` The showing stays on ${formatZonedDateTime(open.booking.startsAt, open.property.timezone)}.`;
  }
  if (decision === "approve") await approveBooking(db, agent, id, now, "sms_reply");
  else await declineBooking(db, stripe, agent, id, now, "sms_reply");
  return decision === "decline" ? " The fee is refunded." : "";
}

/**
 * An agent answers a manual-approval request, or a booker's move of an approved showing, by
 * text: Y approves, N declines (a declined request is refunded), through the same code as the
 * e-mailed links. The sender's number is matched to agent profiles; of their requests and moves
 * still open the most recent one is decided, and the answer names it and says how many others
 * still wait. Each inbound message (by its Twilio MessageSid) is acted on once. Any other text
 * from an agent with something open is told what replies are read. Returns the text to send
 * back, or null when there is nothing to say (a stranger's text, a replayed message).
 */
export async function decideByText(
  db: Db,
  stripe: Stripe | null,
  message: { from: string; body: string; messageSid: string },
  now = new Date(),
): Promise<string | null> {
  const decision = decisionOf(message.body);
  if (!decision) {
    const open = await openDecisions(db, normalizePhone(message.from), now);
    if (!open.length) return null;
    if (open[0].kind === "confirmation") {
      return `${APP_NAME}: we read only Y (confirm) and N (decline) here. Your latest open question: ${nameOf(open[0])}. For anything else, call the listing agent.`;
    }
    return `${APP_NAME}: we read only Y (approve) and N (decline) here. Your latest open question: ${nameOf(open[0])}. For anything else, use your dashboard.`;
  }
  const [fresh] = await db
    .insert(providerWebhookEvents)
    .values({ id: `twilio-inbound:${message.messageSid}`, provider: "twilio" })
    .onConflictDoNothing()
    .returning({ id: providerWebhookEvents.id });
  if (!fresh) return null;

  const open = await openDecisions(db, normalizePhone(message.from), now);
  if (!open.length) return NO_OPEN_REQUEST_ANSWER;

  const which = nameOf(open[0]);
  const others = open.length - 1;
  const rest = others
    ? ` ${others} more ${others === 1 ? "request waits" : "requests wait"}: reply Y or N again for the next most recent.`
    : "";
  try {
    const outcome = await decide(db, stripe, open[0], decision, now);
    const verb = decision === "decline" ? "declined" : open[0].kind === "confirmation" ? "confirmed" : "approved";
    return `${APP_NAME}: ${verb} ${which}.${outcome}${rest}`;
  } catch (error) {
    const verb = decision === "approve" && open[0].kind === "confirmation" ? "confirm" : decision;
    if (isAppError(error)) return `${APP_NAME}: could not ${verb} ${which}. ${error.message}${rest}`;
    throw error;
  }
}

/**
 * A text sent to our number, from the Twilio webhook or the outbox's simulation: STOP and START
 * are honoured (and confirmed when the local transport stands in for Twilio, which otherwise
 * confirms them itself), an agent's Y or N decides, and the answer to send back is returned.
 */
export async function answerTextReply(
  db: Db,
  stripe: Stripe | null,
  message: { from: string; body: string; messageSid: string },
  { confirmKeywords }: { confirmKeywords: boolean },
): Promise<string | null> {
  const keyword = await applySmsKeyword(db, message.from, message.body);
  // STOP and START decide nothing; YES is both START and a Y.
  const answer = keyword === "ignored" || decisionOf(message.body) ? await decideByText(db, stripe, message) : null;
  if (answer) return answer;
  return keyword !== "ignored" && confirmKeywords ? KEYWORD_ANSWERS[keyword] : null;
}
