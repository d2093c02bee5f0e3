import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, properties, providerWebhookEvents } from "@/db/schema";
import { isAppError } from "@/lib/api/errors";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { APP_NAME } from "@/lib/constants";
import { agentScope } from "@/lib/auth/scope";
import { normalizePhone } from "@/lib/properties/format";
import { approveBooking, declineBooking } from "./review-booking";

const DECISIONS: Record<string, "approve" | "decline"> = { Y: "approve", YES: "approve", N: "decline", NO: "decline" };

export const NO_OPEN_REQUEST_ANSWER = `${APP_NAME}: there is no showing request waiting for your answer from this number. Replies Y and N approve or decline the request in our latest text.`;

/** "Y", "yes.", " n " → the decision; anything else is not an answer to a request. */
export function decisionOf(body: string): "approve" | "decline" | null {
  return DECISIONS[body.trim().replace(/[.!]+$/, "").toUpperCase()] ?? null;
}

const lastTenDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/**
 * An agent answers a manual-approval request by text: Y approves, N declines (and refunds),
 * through the same code as the e-mailed links. The sender's number is matched to agent
 * profiles; of their requests still open (pending, before the approval deadline) the most
 * recent one is decided, and the answer names it and says how many others still wait.
 * Each inbound message (by its Twilio MessageSid) is acted on once. Returns the text to
 * send back, or null when the message is no Y/N answer or was already handled.
 */
export async function decideByText(
  db: Db,
  stripe: Stripe | null,
  message: { from: string; body: string; messageSid: string },
  now = new Date(),
): Promise<string | null> {
  const decision = decisionOf(message.body);
  if (!decision) return null;
  const [fresh] = await db
    .insert(providerWebhookEvents)
    .values({ id: `twilio-inbound:${message.messageSid}`, provider: "twilio" })
    .onConflictDoNothing()
    .returning({ id: providerWebhookEvents.id });
  if (!fresh) return null;

  const from = normalizePhone(message.from);
  const agents = (
    await db
      .select({ userId: agentProfiles.userId, phone: agentProfiles.agentPhone })
      .from(agentProfiles)
      .where(sql`right(regexp_replace(${agentProfiles.agentPhone}, '\\D', '', 'g'), 10) = ${lastTenDigits(from)}`)
  ).filter((agent) => normalizePhone(agent.phone) === from);
  if (!agents.length) return NO_OPEN_REQUEST_ANSWER;

  const open = await db
    .select({ booking: bookings, property: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        inArray(bookings.agentId, agents.map(({ userId }) => userId)),
        eq(bookings.status, "pending"),
        sql`${bookings.startsAt} - ${properties.advanceNoticeHours} * interval '1 hour' > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(bookings.createdAt));
  if (!open.length) return NO_OPEN_REQUEST_ANSWER;

  const [{ booking, property }] = open;
  const which = `the showing of ${property.fullAddress} on ${formatZonedDateTime(booking.startsAt, property.timezone)} (${booking.confirmationNumber})`;
  const others = open.length - 1;
  const rest = others
    ? ` ${others} more ${others === 1 ? "request waits" : "requests wait"}: reply Y or N again for the next most recent.`
    : "";
  const agent = agentScope(booking.agentId);
  try {
    if (decision === "approve") await approveBooking(db, agent, booking.id, now);
    else await declineBooking(db, stripe, agent, booking.id, now);
  } catch (error) {
    if (isAppError(error)) return `${APP_NAME}: could not ${decision} ${which}. ${error.message}${rest}`;
    throw error;
  }
  return `${APP_NAME}: ${decision === "approve" ? "approved" : "declined"} ${which}.${decision === "decline" ? " The fee is refunded." : ""}${rest}`;
}
