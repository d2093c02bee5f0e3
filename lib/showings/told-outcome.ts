import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { notifications, TEAMMATE_ROLES, type Booking, type NotificationKind, type RecipientRole } from "@/db/schema";
import { formatUsd } from "@/lib/constants";

const PARTY_NAMES: Record<RecipientRole, string> = {
  listing_agent: "the listing agent",
  buyer: "the buyer",
  buyer_agent: "the buyer's agent",
  resident: "the resident",
  owner: "the owner",
  co_agent: "the co-listing agent",
  assisting_agent: "the assisting agent",
};

/** Who a booking's notices of one kind were written to (its cancellation, its decline): nobody is said to be told who was not. */
export async function whoWasTold(db: DbOrTx, bookingId: string, kind: NotificationKind): Promise<RecipientRole[]> {
  const rows = await db
    .selectDistinct({ role: notifications.recipientRole })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, kind)));
  return rows.map((row) => row.role);
}

/**
 * A confirmation (of a cancellation, a decline) from what happened: who was told (in the order
 * the roles are listed, leaving out `reader`'s own; the listing agent's side reads of no co-listing or
 * assisting agent), and the fee refunded only when a refund is
 * due. "The buyer and the resident have been told; the $10 booking fee is being refunded."
 */
export function outcomeSentence(
  booking: Pick<Booking, "feeCents" | "refundRequestedAt" | "paymentStatus">,
  told: readonly RecipientRole[],
  reader: readonly RecipientRole[],
): string {
  const skipped: readonly RecipientRole[] = reader.includes("listing_agent") ? [...reader, ...TEAMMATE_ROLES] : reader;
  const names = (Object.keys(PARTY_NAMES) as RecipientRole[]).filter((role) => told.includes(role) && !skipped.includes(role)).map((role) => PARTY_NAMES[role]);
  const whoTold = names.length ? `${[names.slice(0, -1).join(", "), names.at(-1)].filter(Boolean).join(" and ")} ${names.length === 1 ? "has" : "have"} been told` : "";
  const fee = formatUsd(booking.feeCents);
  const refund =
    booking.paymentStatus === "refunded" ? `the ${fee} booking fee has been refunded` : booking.refundRequestedAt ? `the ${fee} booking fee is being refunded` : "";
  const sentence = [whoTold, refund].filter(Boolean).join("; ");
  return sentence ? `${sentence[0].toUpperCase()}${sentence.slice(1)}.` : "";
}
