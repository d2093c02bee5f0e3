import "server-only";
import { and, asc, eq, gte, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { agentProfiles, assistingAgents, officeMembers, users } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { todayIn } from "@/lib/time/zoned-time";
import { officeAgents } from "./co-agents";
import { requireMembership } from "./offices";
import type { AssistantInput, AssistantsAnswer, AssistanceView } from "./sharing-schemas";

export const ASSISTANT_SELF_MESSAGE = "You cannot be your own assisting agent; choose another member of your office.";
export const ASSISTANT_NOT_MEMBER = "The assisting agent must be a member of your office.";
export const ASSISTANCE_PAST_MESSAGE = "That range has already ended; choose dates from today on.";
export const ASSISTANCE_NOT_FOUND = "That assisting agent was not found among the ones you named.";

const agentUsers = alias(users, "agent_users");
const agentNames = alias(agentProfiles, "agent_names");
const assistantUsers = alias(users, "assistant_users");
const assistantNames = alias(agentProfiles, "assistant_names");

/**
 * The actor's stand-ins that have not ended: who covers the actor's listings, whose listings the
 * actor covers, and the office members who can be named. Dates are in the office's zone.
 */
export async function listAssistants(db: Db, userId: string, now: Date): Promise<AssistantsAnswer> {
  const { officeId, timezone } = await requireMembership(db, userId);
  const today = todayIn(now, timezone);
  const rows = await db
    .select({
      row: assistingAgents,
      agentEmail: agentUsers.email,
      agentName: agentNames.agentName,
      assistantEmail: assistantUsers.email,
      assistantName: assistantNames.agentName,
    })
    .from(assistingAgents)
    .innerJoin(agentUsers, eq(agentUsers.id, assistingAgents.agentUserId))
    .leftJoin(agentNames, eq(agentNames.userId, assistingAgents.agentUserId))
    .innerJoin(assistantUsers, eq(assistantUsers.id, assistingAgents.assistantUserId))
    .leftJoin(assistantNames, eq(assistantNames.userId, assistingAgents.assistantUserId))
    .where(
      and(
        eq(assistingAgents.officeId, officeId),
        or(eq(assistingAgents.agentUserId, userId), eq(assistingAgents.assistantUserId, userId)),
        gte(assistingAgents.endsOn, today),
      ),
    )
    .orderBy(asc(assistingAgents.startsOn), asc(assistingAgents.createdAt));
  const views: AssistanceView[] = rows.map(({ row, ...who }) => ({
    id: row.id,
    agent: { userId: row.agentUserId, email: who.agentEmail, name: who.agentName ?? "" },
    assistant: { userId: row.assistantUserId, email: who.assistantEmail, name: who.assistantName ?? "" },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.startsOn <= today,
  }));
  const candidates = await officeAgents(db)
    .where(and(eq(officeMembers.officeId, officeId), ne(officeMembers.userId, userId)))
    .orderBy(asc(users.email));
  return {
    assistants: views.filter((view) => view.agent.userId === userId),
    assisting: views.filter((view) => view.assistant.userId === userId),
    candidates: candidates.map((row) => ({ ...row, name: row.name ?? "" })),
    today,
  };
}

/**
 * The actor names an assisting agent of their office, who acts on all of the actor's listings and
 * gets their agent notices from `startsOn` to `endsOn` (both included, in the office's zone).
 */
export async function addAssistant(db: Db, userId: string, input: AssistantInput, now: Date): Promise<{ id: string }> {
  const { officeId, timezone } = await requireMembership(db, userId);
  if (input.assistantUserId === userId) throw new AppError("bad_request", ASSISTANT_SELF_MESSAGE, { assistantUserId: [ASSISTANT_SELF_MESSAGE] });
  if (input.endsOn < todayIn(now, timezone)) throw new AppError("bad_request", ASSISTANCE_PAST_MESSAGE, { endsOn: [ASSISTANCE_PAST_MESSAGE] });
  return db.transaction(async (tx) => {
    const [assistant] = await tx
      .select({ id: officeMembers.userId })
      .from(officeMembers)
      .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, input.assistantUserId)))
      .for("share");
    if (!assistant) throw new AppError("bad_request", ASSISTANT_NOT_MEMBER, { assistantUserId: [ASSISTANT_NOT_MEMBER] });
    const [row] = await tx
      .insert(assistingAgents)
      .values({ officeId, agentUserId: userId, assistantUserId: input.assistantUserId, startsOn: input.startsOn, endsOn: input.endsOn, createdAt: now })
      .returning({ id: assistingAgents.id });
    return row;
  });
}

/** The actor ends a stand-in they named; the assisting agent loses the reach at once. */
export async function removeAssistant(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(ASSISTANCE_NOT_FOUND);
  const removed = await db
    .delete(assistingAgents)
    .where(and(eq(assistingAgents.id, id), eq(assistingAgents.agentUserId, userId)))
    .returning({ id: assistingAgents.id });
  if (!removed.length) throw notFound(ASSISTANCE_NOT_FOUND);
}
