import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notifications, properties } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { inScope, type Scope } from "@/lib/auth/scope";
import { env } from "@/lib/env";
import { cursorMicros, keysetOrder, keysetPage, pastCursor } from "@/lib/paging/keyset-cursor";
import { usesLocalTransport } from "./providers";

/**
 * The development outbox (and its simulated replies) exists only with the local transport.
 * Its messages hold bookers' manage links, which let anyone cancel or move their showing,
 * so outside development only admins may use it.
 */
export const canUseDevOutbox = (user: Pick<CurrentUser, "isAdmin">) =>
  usesLocalTransport() && (user.isAdmin || env().NODE_ENV === "development");

/** Messages on one page of the outbox: each e-mail carries its HTML, so a page stays short. */
export const OUTBOX_PAGE_SIZE = 20;

const keys = { createdAt: notifications.createdAt, id: notifications.id };

/** The scope's messages, newest first, as stored: one page, and the cursor of the next (older) one. */
export async function listOutbox(db: Db, scope: Scope, { cursor, limit = OUTBOX_PAGE_SIZE }: { cursor?: string; limit?: number } = {}) {
  const rows = await db
    .select({
      id: notifications.id,
      cursorMicros: cursorMicros(notifications.createdAt),
      notification: notifications,
      confirmationNumber: bookings.confirmationNumber,
      propertyAddress: properties.fullAddress,
    })
    .from(notifications)
    .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(inScope(notifications.agentId, scope), pastCursor(keys, cursor, "newest")))
    .orderBy(...keysetOrder(keys, "newest"))
    .limit(limit + 1);
  const page = keysetPage(rows, limit);
  return { messages: page.rows, nextCursor: page.nextCursor };
}

export type OutboxEntry = Awaited<ReturnType<typeof listOutbox>>["messages"][number];
