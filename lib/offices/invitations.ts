import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { officeInvitations, officeMembers, offices, users, type OfficeInvitation } from "@/db/schema";
import { membershipOf } from "@/lib/auth/acting-scope";
import type { ActingUser } from "@/lib/auth/scope";
import { signToken, verifyToken } from "@/lib/auth/signed-token";
import { APP_NAME } from "@/lib/constants";
import { queueAccountEmail } from "@/lib/email/queue-account-email";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { daysAfter } from "@/lib/time/durations";
import { OFFICE_ROLE_LABELS, type OfficeRole } from "@/lib/vocabulary/office-roles";
import { ALREADY_IN_OFFICE_MESSAGE, openInvitationTo, requireManager } from "./offices";
import type { InvitationInput } from "./schemas";

const PURPOSE = "office-invitation";
export const INVITATION_DAYS = 7;

/** Why an invitation link grants nothing, in the words its page shows. */
export const INVITATION_PROBLEMS = {
  invalid: "This invitation link is invalid. Ask the office's manager for a new one.",
  accepted: "This invitation was already used. If it was you, your office is on your dashboard.",
  revoked: "This invitation was withdrawn by the office. Ask its manager for a new one.",
  expired: `This invitation has expired: links work for ${INVITATION_DAYS} days. Ask the office's manager for a new one.`,
  other_account: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  in_office: ALREADY_IN_OFFICE_MESSAGE,
} as const;
export type InvitationProblem = keyof typeof INVITATION_PROBLEMS;

export const ALREADY_INVITED_MESSAGE = "This address already has an open invitation. Revoke it first to send a new one.";
export const ALREADY_MEMBER_MESSAGE = "This person is already a member of the office.";
export const INVITATION_NOT_FOUND = "Invitation not found";

/** The signed link of an invitation (the same link each time it is made). */
export const invitationUrl = (invitation: Pick<OfficeInvitation, "id" | "expiresAt">) =>
  `${env().APP_URL}/office/invitations/${signToken({ purpose: PURPOSE, subject: invitation.id, expiresAt: invitation.expiresAt })}`;

/** Queues the invitation e-mail in the outbox (shown in /dev/outbox locally), from the inviter's account. */
async function queueInvitationEmail(db: Db, inviter: { id: string; email: string }, officeName: string, invitation: OfficeInvitation, url: string) {
  const role = OFFICE_ROLE_LABELS[invitation.role].toLowerCase();
  const content = {
    subject: `${inviter.email} invited you to ${officeName} on ${APP_NAME}`,
    heading: `Join ${officeName}`,
    paragraphs: [
      `${inviter.email} invited you to join ${officeName} on ${APP_NAME} as ${role === "agent" ? "an" : "a"} ${role}.`,
      `Open the link and sign in (or register) with ${invitation.email} to accept. It works once, for ${INVITATION_DAYS} days.`,
    ],
    links: [{ label: "Accept the invitation", href: url }],
    footer: `${APP_NAME} sent this because a manager of ${officeName} entered your address. If you did not expect it, ignore it.`,
  };
  await queueAccountEmail(db, { accountId: inviter.id, kind: "office_invitation", to: invitation.email, content });
}

/** A manager invites someone by e-mail: a signed, single-use link valid for 7 days, sent by e-mail and answered. */
export async function inviteToOffice(db: Db, inviter: { id: string; email: string }, input: InvitationInput, now: Date): Promise<{ id: string; url: string }> {
  const { officeId } = await requireManager(db, inviter.id);
  const [member] = await db
    .select({ userId: officeMembers.userId })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(and(eq(officeMembers.officeId, officeId), eq(users.email, input.email)));
  if (member) throw new AppError("conflict", ALREADY_MEMBER_MESSAGE);
  const [open] = await db.select({ id: officeInvitations.id }).from(officeInvitations).where(openInvitationTo(officeId, input.email, now));
  if (open) throw new AppError("conflict", ALREADY_INVITED_MESSAGE);
  await consumeRateLimit("officeInvitationsPerInviter", inviter.id);
  await consumeRateLimit("officeInvitationsPerOffice", officeId);
  const [office] = await db.select({ name: offices.name }).from(offices).where(eq(offices.id, officeId));
  const [invitation] = await db
    .insert(officeInvitations)
    .values({ officeId, email: input.email, role: input.role, invitedBy: inviter.id, expiresAt: daysAfter(now, INVITATION_DAYS), createdAt: now })
    .returning();
  const url = invitationUrl(invitation);
  await queueInvitationEmail(db, inviter, office.name, invitation, url);
  return { id: invitation.id, url };
}

/** A manager withdraws an open invitation of their office; its link then grants nothing. */
export async function revokeInvitation(db: Db, userId: string, invitationId: string, now: Date): Promise<void> {
  const { officeId } = await requireManager(db, userId);
  if (!isUuid(invitationId)) throw new AppError("not_found", INVITATION_NOT_FOUND);
  const [row] = await db.select().from(officeInvitations).where(and(eq(officeInvitations.id, invitationId), eq(officeInvitations.officeId, officeId)));
  if (!row) throw new AppError("not_found", INVITATION_NOT_FOUND);
  if (row.acceptedAt) throw new AppError("conflict", "This invitation was already accepted; remove the member instead.");
  if (!row.revokedAt) await db.update(officeInvitations).set({ revokedAt: now }).where(eq(officeInvitations.id, invitationId));
}

export type InvitationPreview = { officeName: string; email: string; role: OfficeRole; problem: InvitationProblem | null };

function problemOf(invitation: OfficeInvitation, viewer: ActingUser & { email: string } | null, now: Date): InvitationProblem | null {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt <= now) return "expired";
  if (viewer && viewer.email.toLowerCase() !== invitation.email) return "other_account";
  return null;
}

async function invitationOfToken(db: Db, token: string, now: Date) {
  const id = verifyToken(token, PURPOSE, now);
  if (!id || !isUuid(id)) {
    // An expired link still names its invitation: say "expired" rather than "invalid" when the signature holds.
    const expired = verifyToken(token, PURPOSE, new Date(0));
    if (!expired || !isUuid(expired)) return null;
    return db.select({ invitation: officeInvitations, officeName: offices.name }).from(officeInvitations).innerJoin(offices, eq(offices.id, officeInvitations.officeId)).where(eq(officeInvitations.id, expired)).then((rows) => rows[0] ?? null);
  }
  const [row] = await db.select({ invitation: officeInvitations, officeName: offices.name }).from(officeInvitations).innerJoin(offices, eq(offices.id, officeInvitations.officeId)).where(eq(officeInvitations.id, id));
  return row ?? null;
}

/** What the invitation page shows: the office, the role, and why it cannot be accepted, if so. */
export async function previewInvitation(db: Db, token: string, viewer: (ActingUser & { email: string }) | null, now: Date): Promise<InvitationPreview | null> {
  const found = await invitationOfToken(db, token, now);
  if (!found) return null;
  return { officeName: found.officeName, email: found.invitation.email, role: found.invitation.role, problem: problemOf(found.invitation, viewer, now) };
}

/**
 * Accepts an invitation for the signed-in account with its address: once, before it expires or
 * is revoked, for someone not in an office yet. Anything else grants nothing and says why.
 */
export async function acceptInvitation(db: Db, user: ActingUser & { email: string }, token: string, now: Date): Promise<{ officeId: string; role: OfficeRole }> {
  const found = await invitationOfToken(db, token, now);
  if (!found) throw new AppError("not_found", INVITATION_PROBLEMS.invalid);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('office-member:' || ${user.id}))`);
    const [invitation] = await tx.select().from(officeInvitations).where(eq(officeInvitations.id, found.invitation.id)).for("update");
    const problem = problemOf(invitation, user, now);
    if (problem) throw new AppError(problem === "other_account" ? "forbidden" : "conflict", INVITATION_PROBLEMS[problem]);
    if (await membershipOf(tx, user.id)) throw new AppError("conflict", INVITATION_PROBLEMS.in_office);
    await tx.insert(officeMembers).values({ userId: user.id, officeId: invitation.officeId, role: invitation.role, joinedAt: now });
    await tx.update(officeInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(officeInvitations.id, invitation.id));
    return { officeId: invitation.officeId, role: invitation.role };
  });
}
