import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { agentProfiles, properties, users } from "@/db/schema";
import { assertAdmin, type ActingUser } from "@/lib/auth/scope";
import { notArchived } from "@/lib/properties/archived";
import type { AgentSummary } from "@/lib/properties/schemas";

/** Admin only: every account, with its profile name and how many properties it lists. */
export async function listAgents(db: Db, admin: ActingUser): Promise<AgentSummary[]> {
  assertAdmin(admin);
  return db
    .select({
      id: users.id,
      email: users.email,
      agentName: sql<string>`coalesce(${agentProfiles.agentName}, '')`,
      propertyCount: sql<number>`(select count(*)::int from ${properties} where ${properties.agentId} = ${users.id} and ${notArchived})`,
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .orderBy(asc(users.email));
}
