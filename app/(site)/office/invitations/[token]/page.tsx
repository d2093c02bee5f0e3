import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AcceptInvitationButton } from "@/components/office/accept-invitation-button";
import { TooManyRequests } from "@/components/ui/too-many-requests";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { membershipOf } from "@/lib/auth/acting-scope";
import { getCurrentUser } from "@/lib/auth/current-user";
import { INVITATION_PROBLEMS, previewInvitation, type InvitationProblem } from "@/lib/offices/invitations";
import { signedLinkPageRefusal } from "@/lib/rate-limit/signed-link-page";
import { OFFICE_ROLE_LABELS, type OfficeRole } from "@/lib/vocabulary/office-roles";

export const metadata: Metadata = { title: "Office invitation", robots: { index: false } };

const HEADINGS: Record<InvitationProblem, string> = {
  invalid: "Invitation not found",
  accepted: "Invitation already used",
  revoked: "Invitation withdrawn",
  expired: "Invitation expired",
  other_account: "Invitation for another account",
  in_office: "You already belong to an office",
};

const roleText = (role: OfficeRole) => {
  const label = OFFICE_ROLE_LABELS[role].toLowerCase();
  return `${label === "agent" ? "an" : "a"} ${label}`;
};

/**
 * The page of an office invitation's signed link: the office and the role, and Accept for the
 * account it was sent to; a signed-out visitor signs in or registers and comes back here. A link
 * that cannot be accepted says why and grants nothing; an unknown or forged one is a 404.
 */
export default async function OfficeInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const refusal = await signedLinkPageRefusal("officeInvitationOpensPerIp");
  if (refusal) return <TooManyRequests message={refusal} />;
  const db = getDb();
  const user = await getCurrentUser();
  const preview = await previewInvitation(db, token, user, new Date());
  if (!preview) notFound();
  const problem: InvitationProblem | null = preview.problem ?? (user && (await membershipOf(db, user.id)) ? "in_office" : null);
  const here = `/office/invitations/${token}`;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      {problem ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{HEADINGS[problem]}</h1>
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-slate-800">
            {INVITATION_PROBLEMS[problem]}
          </p>
          <p className="text-sm text-slate-600">
            The invitation was to join <strong>{preview.officeName}</strong>. Nothing was granted.
          </p>
          {problem === "other_account" ? (
            <p className="text-sm text-slate-600">You are signed in as {user?.email}. Sign out, then open the link again.</p>
          ) : null}
          {user ? (
            <Link href={problem === "accepted" || problem === "in_office" ? "/office" : "/overview"} className="text-sm font-medium text-blue-700 underline">
              Go to your dashboard
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Join {preview.officeName}</h1>
          <p className="text-slate-700">
            You are invited to join <strong>{preview.officeName}</strong> on Showbook as <strong>{roleText(preview.role)}</strong>.
          </p>
          {user ? (
            <>
              <p className="text-sm text-slate-600">
                Accepting with {user.email} adds you to the office. Your own listings and history stay yours.
              </p>
              <AcceptInvitationButton token={token} officeName={preview.officeName} />
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                The invitation is for <strong>{preview.email}</strong>. Sign in with that address, or register it if you are new to Showbook; you
                come back here to accept.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link href={`/login?callbackUrl=${encodeURIComponent(here)}`}>Sign in to accept</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href={`/register?callbackUrl=${encodeURIComponent(here)}`}>Register to accept</Link>
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
