import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings, properties, type Booking, type Property } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { verifyToken } from "@/lib/auth/signed-token";
import { APPROVAL_TOKEN_PURPOSES, type ApprovalDecision } from "./approval-rules";
import { approveBooking, declineBooking } from "./review-booking";

export const APPROVAL_LINK_INVALID = "This approval link is invalid or has expired. Open View Bookings on your dashboard instead.";

export type ApprovalRequest = { decision: ApprovalDecision; booking: Booking; property: Property };

/** The request an e-mailed Approve or Decline link names, if its signature holds and it has not expired. */
export async function findApprovalRequest(db: Db, token: string, now = new Date()): Promise<ApprovalRequest | null> {
  for (const decision of ["approve", "decline"] as const) {
    const bookingId = verifyToken(token, APPROVAL_TOKEN_PURPOSES[decision], now);
    if (!bookingId) continue;
    const [row] = await db
      .select({ booking: bookings, property: properties })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(eq(bookings.id, bookingId));
    return row ? { decision, ...row } : null;
  }
  return null;
}

/**
 * Carries out the link's decision as the booking's agent: the signature stands in for the
 * session. Single use: a decided booking is no longer pending, so the link (and its pair)
 * then answers with the conflict "Only bookings awaiting approval…".
 */
export async function decideByLink(db: Db, stripe: Stripe | null, token: string, now = new Date()): Promise<ApprovalRequest> {
  const request = await findApprovalRequest(db, token, now);
  if (!request) throw new AppError("not_found", APPROVAL_LINK_INVALID);
  const agent = { id: request.booking.agentId, isAdmin: false };
  const booking =
    request.decision === "approve"
      ? await approveBooking(db, agent, request.booking.id, now)
      : await declineBooking(db, stripe, agent, request.booking.id, now);
  return { ...request, booking };
}
