import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { CurrentUser } from "@/lib/auth/current-user";

export type ActingUser = Pick<CurrentUser, "id" | "isAdmin">;

/** The owner filter every query applies: an agent sees their own rows, an admin explicitly sees all. */
export function ownedBy(agentColumn: PgColumn, user: ActingUser): SQL | undefined {
  return user.isAdmin ? undefined : eq(agentColumn, user.id);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a row the user owns, so it is simply not found. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
