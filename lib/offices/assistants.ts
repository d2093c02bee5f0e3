import "server-only";
import { and, asc, eq, gte, inArray, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "@/db/client";
import { actingScope, membershipOf, type Membership } from "@/lib/auth/acting-scope";
import type { ActingUser } from "@/lib/auth/scope";
import { agentProfiles, assistingAgents, officeMembers, users } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { todayIn } from "@/lib/time/zoned-time";
import { seesOfficeView } from "@/lib/vocabulary/office-roles";
import { officeAgents, reachesAsOffice } from "./co-agents";
import { requireMembership } from "./offices";
import type { AssistantInput, AssistantsAnswer, AssistanceView, OfficeAssistances } from "./sharing-schemas";

export const ASSISTANT_SELF_MESSAGE = "You cannot be your own assisting agent; choose another member of your office.";
export const ASSISTANT_NOT_MEMBER = "The assisting agent must be a member of your office.";
export const ASSISTANCE_PAST_MESSAGE = "That range has already ended; choose dates from today on.";
export const ASSISTANCE_NOT_FOUND = "That assisting agent was not found among the ones you named.";
export const ASSISTANT_SAME_AS_AGENT = "An agent cannot be their own assisting agent; choose another member of the office.";
export const ASSISTED_AGENT_NOT_MEMBER = "The agent to cover must be a member of your office.";
export const ASSISTANT_FOR_OTHERS_FORBIDDEN =
  "Only a manager of the office, or a staff member who acts on that agent's listings, can name or end an assisting agent for another agent.";

const agentUsers = alias(users, "agent_users");
const agentNames = alias(agentProfiles, "agent_names");
const assistantUsers = alias(users, "assistant_users");
const assistantNames = alias(agentProfiles, "assistant_names");

/** Stand-ins of an office that have not ended by `today` and match `which`, by start date. */
async function assistancesOf(db: Db, officeId: string, today: string, which: SQL | undefined): Promise<AssistanceView[]> {
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
    .where(and(eq(assistingAgents.officeId, officeId), which, gte(assistingAgents.endsOn, today)))
    .orderBy(asc(assistingAgents.startsOn), asc(assistingAgents.createdAt));
  return rows.map(({ row, ...who }) => ({
    id: row.id,
    agent: { userId: row.agentUserId, email: who.agentEmail, name: who.agentName ?? "" },
    assistant: { userId: row.assistantUserId, email: who.assistantEmail, name: who.assistantName ?? "" },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.startsOn <= today,
  }));
}

/**
 * The actor's stand-ins that have not ended: who covers the actor's listings, whose listings the
 * actor covers, and the office members who can be named. Dates are in the office's zone.
 */
export async function listAssistants(db: Db, userId: string, now: Date): Promise<AssistantsAnswer> {
  const { officeId, timezone } = await requireMembership(db, userId);
  const today = todayIn(now, timezone);
  const views = await assistancesOf(db, officeId, today, or(eq(assistingAgents.agentUserId, userId), eq(assistingAgents.assistantUserId, userId)));
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
 * For the Office page's member list: the other agents of the office whose assisting agents the
 * actor may name and end (a manager's: every member; staff: those they reach; an agent: none),
 * and those agents' stand-ins that have not ended.
 */
export async function officeAssistances(db: Db, user: ActingUser, now: Date): Promise<OfficeAssistances> {
  const membership = await requireMembership(db, user.id);
  const today = todayIn(now, membership.timezone);
  if (!seesOfficeView(membership.role)) return { agentIds: [], assistances: [], today };
  const office = await actingScope(db, user, { view: "office", admin: "own", now });
  const agentIds = office.kind === "agents" ? office.agentIds.filter((agentId) => agentId !== user.id) : [];
  const assistances = agentIds.length ? await assistancesOf(db, membership.officeId, today, inArray(assistingAgents.agentUserId, agentIds)) : [];
  return { agentIds, assistances, today };
}

/**
 * Refuses the actor naming or ending a stand-in of `agentUserId` unless it is themselves, or they
 * are a manager or a staff member whose office reach includes that agent.
 */
async function requireCovers(db: DbOrTx, user: ActingUser, membership: Membership, agentUserId: string, now: Date): Promise<void> {
  if (agentUserId === user.id) return;
  if (!(await reachesAsOffice(db, user, membership, agentUserId, now))) throw new AppError("forbidden", ASSISTANT_FOR_OTHERS_FORBIDDEN);
}

/**
 * Names an assisting agent of the office, who acts on all of the agent's listings and gets their
 * agent notices from `startsOn` to `endsOn` (both included, in the office's zone). The agent is the
 * actor, or `agentUserId` when a manager or staff member reaching them names it.
 */
export async function addAssistant(db: Db, user: ActingUser, input: AssistantInput, now: Date): Promise<{ id: string }> {
  const membership = await requireMembership(db, user.id);
  const { officeId, timezone } = membership;
  const agentUserId = input.agentUserId ?? user.id;
  if (agentUserId !== user.id && !seesOfficeView(membership.role)) throw new AppError("forbidden", ASSISTANT_FOR_OTHERS_FORBIDDEN);
  if (input.assistantUserId === agentUserId) {
    const message = agentUserId === user.id ? ASSISTANT_SELF_MESSAGE : ASSISTANT_SAME_AS_AGENT;
    throw new AppError("bad_request", message, { assistantUserId: [message] });
  }
  if (input.endsOn < todayIn(now, timezone)) throw new AppError("bad_request", ASSISTANCE_PAST_MESSAGE, { endsOn: [ASSISTANCE_PAST_MESSAGE] });
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ id: officeMembers.userId })
      .from(officeMembers)
      .where(and(eq(officeMembers.officeId, officeId), inArray(officeMembers.userId, [input.assistantUserId, agentUserId])))
      .for("share");
    const isMember = (id: string) => members.some((member) => member.id === id);
    if (!isMember(agentUserId)) throw new AppError("bad_request", ASSISTED_AGENT_NOT_MEMBER, { agentUserId: [ASSISTED_AGENT_NOT_MEMBER] });
    await requireCovers(tx, user, membership, agentUserId, now);
    if (!isMember(input.assistantUserId)) throw new AppError("bad_request", ASSISTANT_NOT_MEMBER, { assistantUserId: [ASSISTANT_NOT_MEMBER] });
    const [row] = await tx
      .insert(assistingAgents)
      .values({ officeId, agentUserId, assistantUserId: input.assistantUserId, startsOn: input.startsOn, endsOn: input.endsOn, createdAt: now })
      .returning({ id: assistingAgents.id });
    return row;
  });
}

/**
 * Ends a stand-in: the agent who is covered, or a manager or staff member reaching them; the
 * assisting agent loses the reach at once.
 */
export async function removeAssistant(db: Db, user: ActingUser, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw notFound(ASSISTANCE_NOT_FOUND);
  const membership = await membershipOf(db, user.id);
  const [row] = await db
    .select({ agentUserId: assistingAgents.agentUserId })
    .from(assistingAgents)
    .where(
      and(
        eq(assistingAgents.id, id),
        membership ? or(eq(assistingAgents.agentUserId, user.id), eq(assistingAgents.officeId, membership.officeId)) : eq(assistingAgents.agentUserId, user.id),
      ),
    );
  if (!row) throw notFound(ASSISTANCE_NOT_FOUND);
  if (membership) await requireCovers(db, user, membership, row.agentUserId, now);
  await db.delete(assistingAgents).where(eq(assistingAgents.id, id));
}
