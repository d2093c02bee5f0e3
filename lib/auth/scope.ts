import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/errors";

/** Who is acting: an account, and whether its e-mail is in ADMIN_EMAILS. */
export type ActingUser = { id: string; isAdmin: boolean };

export const ADMIN_REQUIRED_MESSAGE = "Unauthorized: Admin access required";

declare const allAgentsBrand: unique symbol;

/** One agent's rows. Every query takes a scope; an admin's own views use this one too. */
export type AgentScope = { readonly kind: "agent"; readonly userId: string };
/**
 * Every agent's rows, for the admin views that ask for it by name. The brand means only
 * `allAgentsScope`, which checks the admin, can make one.
 */
export type AllAgentsScope = { readonly kind: "allAgents"; readonly adminId: string; readonly [allAgentsBrand]: true };
export type Scope = AgentScope | AllAgentsScope;

/** The one admin check: route wrappers, admin pages and admin-only domain functions call it. */
export function assertAdmin(user: Pick<ActingUser, "isAdmin"> | null | undefined): void {
  if (!user?.isAdmin) throw new AppError("forbidden", ADMIN_REQUIRED_MESSAGE);
}

export const agentScope = (userId: string): AgentScope => ({ kind: "agent", userId });

export function allAgentsScope(admin: ActingUser): AllAgentsScope {
  assertAdmin(admin);
  return { kind: "allAgents", adminId: admin.id } as AllAgentsScope;
}

/**
 * For the views docs/features.md promises admins across agents (properties and their stats, and
 * what hangs on a property: its bookings and their actions, logs, date overrides; the
 * development outbox; gallery moderation and profiles): all agents for an admin, one's own for
 * anyone else. Every other view (contacts, prospects, calendar, showings, exports) takes `agentScope`.
 */
export const everyAgentForAdmin = (user: ActingUser): Scope => (user.isAdmin ? allAgentsScope(user) : agentScope(user.id));

/** The owner filter: the scope's agent's rows, or no filter for the all-agents scope. */
export function inScope(agentColumn: PgColumn, scope: Scope): SQL | undefined {
  return scope.kind === "agent" ? eq(agentColumn, scope.userId) : undefined;
}

/** Whether rows owned by `ownerId` are in the scope (for checks made after a read). */
export const scopeIncludes = (scope: Scope, ownerId: string) => scope.kind === "allAgents" || scope.userId === ownerId;

/** Per-account tables with no admin view (gallery, Oracle, credits): the account's own rows. */
export const ownRows = (userColumn: PgColumn, userId: string): SQL => eq(userColumn, userId);

/** The account acting under a scope, for audit columns such as `recorded_by`. */
export const actorOf = (scope: Scope) => (scope.kind === "agent" ? scope.userId : scope.adminId);
