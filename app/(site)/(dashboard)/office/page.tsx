import type { Metadata } from "next";
import { DashboardSection } from "@/components/dashboard/section";
import { OfficeInvitations } from "@/components/office/office-invitations";
import { OfficeLogoCard } from "@/components/office/office-logo-card";
import { OfficeMembers } from "@/components/office/office-members";
import { OfficeSettingsForm } from "@/components/office/office-settings-form";
import { getDb } from "@/db/client";
import { membershipOf } from "@/lib/auth/acting-scope";
import { requireUser } from "@/lib/auth/current-user";
import { officeAssistances } from "@/lib/offices/assistants";
import { invitationUrl } from "@/lib/offices/invitations";
import { loadOffice } from "@/lib/offices/offices";

export const metadata: Metadata = { title: "Office" };

/** The signed-in person's office: create one, or its settings, logo, members and (managers) invitations. */
export default async function OfficePage() {
  const user = await requireUser();
  const db = getDb();
  if (!(await membershipOf(db, user.id))) {
    return (
      <DashboardSection
        title="Office"
        description="Share listings with your brokerage, team or property-management company: invite staff who book and approve for you, and agents whose listings the office oversees."
      >
        <section aria-labelledby="create-office-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="create-office-title" className="text-base font-semibold text-slate-900">
            Create an office
          </h2>
          <p className="text-sm text-slate-600">
            You become its manager. Your listings stay yours; without an office you work exactly as now. Invited to an office? Open the link in
            the invitation e-mail instead.
          </p>
          <OfficeSettingsForm mode="create" />
        </section>
      </DashboardSection>
    );
  }
  const now = new Date();
  const [{ office, members, you, invitations }, assistances] = await Promise.all([loadOffice(db, user.id, now), officeAssistances(db, user, now)]);
  const manager = you.role === "manager";
  const logoUrl = office.hasLogo ? "/api/showbook/office/logo" : null;

  return (
    <DashboardSection title={office.name} description={manager ? "You manage this office: its settings, members and invitations." : "Your office. Its managers change its settings and members."}>
      <section aria-labelledby="office-settings-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="office-settings-title" className="text-base font-semibold text-slate-900">
          Settings
        </h2>
        {manager ? (
          <OfficeSettingsForm mode="update" initial={{ name: office.name, brokerageLicence: office.brokerageLicence, timezone: office.timezone }} />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            {[
              ["Office name", office.name],
              ["Brokerage licence", office.brokerageLicence || "Not given"],
              ["Time zone", office.timezone],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <OfficeLogoCard officeName={office.name} logoUrl={logoUrl} canEdit={manager} />
      <OfficeMembers members={members} you={you} officeName={office.name} assistances={assistances} />
      {manager ? (
        <OfficeInvitations
          timezone={office.timezone}
          invitations={invitations.map((row) => ({ ...row, url: row.status === "open" ? invitationUrl({ id: row.id, expiresAt: new Date(row.expiresAt) }) : null }))}
        />
      ) : null}
    </DashboardSection>
  );
}
