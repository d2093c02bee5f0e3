import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { isUuid, ownedBy, type ActingUser } from "./access";

/** Deletes the property and, by cascade, its bookings. */
export async function deleteProperty(db: Db, user: ActingUser, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db
        .delete(properties)
        .where(and(eq(properties.id, id), ownedBy(properties.agentId, user)))
        .returning({ id: properties.id })
    : [];
  if (!deleted.length) throw new AppError("not_found", "Property not found");
}
