import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings, properties, type Booking, type Property } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { verifyToken } from "@/lib/auth/signed-token";
import { actingScope } from "@/lib/auth/acting-scope";
import { agentScope, scopeIncludes, type Scope } from "@/lib/auth/scope";
import { APPROVAL_TOKEN_PURPOSES, MOVE_TOKEN_PURPOSES, parseApprovalSubject, type ApprovalDecision } from "@/lib/booking-rules/approval";
import { approveBooking, approveMove, declineBooking, declineMove } from "./review-booking";

export const APPROVAL_LINK_INVALID = "This approval link is invalid or has expired. Open View Bookings on your dashboard instead.";

/** A new request (`request`), or a booker's move of an approved showing (`move`). */
export type ApprovalSubjectKind = "request" | "move";

/** `actorId`: the co-listing or assisting agent the link was made for; null on the listing agent's own. */
export type ApprovalRequest = { decision: ApprovalDecision; kind: ApprovalSubjectKind; booking: Booking; property: Property; actorId: string | null };

export const APPROVAL_LINK_NO_LONGER_YOURS =
  "This link was sent to you as a co-listing or assisting agent, and you no longer act on this listing. Its listing agent can decide it from their dashboard.";

const LINKS = [
  { kind: "request", purposes: APPROVAL_TOKEN_PURPOSES },
  { kind: "move", purposes: MOVE_TOKEN_PURPOSES },
] as const;

/**
 * The request an e-mailed Approve or Decline link names, if its signature holds and it has
 * not expired. A request link asks about one time of the booking: once the booker has moved
 * the request, its old links name nothing. A move link names the booking's one move.
 */
export async function findApprovalRequest(db: Db, token: string, now = new Date()): Promise<ApprovalRequest | null> {
  for (const { kind, purposes } of LINKS) {
    for (const decision of ["approve", "decline"] as const) {
      const subject = verifyToken(token, purposes[decision], now);
      if (!subject) continue;
      const { bookingId, timeRevision, actorId } = parseApprovalSubject(subject);
      const [row] = await db
        .select({ booking: bookings, property: properties })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(eq(bookings.id, bookingId));
      // A booking is moved by its booker at most once, so a move link needs no revision.
      if (!row || (kind === "request" && row.booking.timeRevision !== timeRevision)) return null;
      return { decision, kind, ...row, actorId };
    }
  }
  return null;
}

/**
 * Who decides by a link: the booking's agent, or the co-listing or assisting agent it was made
 * for, as long as they still act on the listing (their scope is read again now).
 */
async function deciderOf(db: Db, { booking, actorId }: ApprovalRequest, now: Date): Promise<Scope> {
  if (!actorId) return agentScope(booking.agentId);
  const scope = await actingScope(db, { id: actorId, isAdmin: false }, { view: "mine", now });
  if (!scopeIncludes(scope, booking.agentId, booking.propertyId)) throw new AppError("forbidden", APPROVAL_LINK_NO_LONGER_YOURS);
  return scope;
}

/**
 * Carries out the link's decision as the booking's agent, or as the co-listing or assisting
 * agent it was sent to (recorded as theirs): the signature stands in for the session. Single use: a decided request is no longer pending (a decided move no longer
 * waits), so the link (and its pair) then answers with a conflict.
 */
export async function decideByLink(db: Db, stripe: Stripe | null, token: string, now = new Date()): Promise<ApprovalRequest> {
  const request = await findApprovalRequest(db, token, now);
  if (!request) throw new AppError("not_found", APPROVAL_LINK_INVALID);
  const agent = await deciderOf(db, request, now);
  const id = request.booking.id;
  const decide = {
    request: { approve: () => approveBooking(db, agent, id, now, "email_link"), decline: () => declineBooking(db, stripe, agent, id, now, "email_link") },
    move: { approve: () => approveMove(db, agent, id, now, "email_link"), decline: () => declineMove(db, agent, id, now, "email_link") },
  } as const;
  const booking = await decide[request.kind][request.decision]();
  return { ...request, booking };
}
