import type { Metadata } from "next";
import { dashboardScope, dashboardView } from "@/lib/auth/dashboard-scope";
import { membershipOf } from "@/lib/auth/acting-scope";
import { Suspense } from "react";
import { DashboardSection } from "@/components/dashboard/section";
import { ProfileIncompleteCard } from "@/components/profile/profile-incomplete-card";
import { AddPropertyDialog } from "@/components/properties/add-property-dialog";
import { PropertiesView } from "@/components/properties/properties-view";
import { getDb } from "@/db/client";
import { listAgents } from "@/lib/admin/list-agents";
import { getAgentProfile } from "@/lib/agent-profile/agent-profile";
import { isProfileComplete } from "@/lib/agent-profile/schemas";
import { toAnswer } from "@/lib/api/answers";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { formatTimeSaved } from "@/lib/time/durations";
import { listProperties } from "@/lib/properties/list-properties";
import { propertyAnswerSchema } from "@/lib/properties/property-answer";

export const metadata: Metadata = { title: "Properties" };

export default async function PropertiesPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user, "all");
  const db = getDb();
  const [properties, profile, agents, membership, view] = await Promise.all([
    listProperties(db, scope, new Date()),
    getAgentProfile(db, user),
    user.isAdmin ? listAgents(db, user) : Promise.resolve(undefined),
    membershipOf(db, user.id),
    dashboardView(),
  ]);
  const officeView = view === "office" && scope.kind === "agents";
  const booked = properties.reduce((sum, property) => sum + property.bookedCount, 0);
  const listed = properties.filter((property) => property.status === "listed").length;

  return (
    <DashboardSection
      title="Properties"
      description="Add properties, set showing hours and share booking links."
      actions={
        <Suspense>
          <AddPropertyDialog currentUserId={user.id} agents={agents} />
        </Suspense>
      }
    >
      {isProfileComplete(profile) ? null : <ProfileIncompleteCard />}
      <section aria-labelledby="property-stats-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="property-stats-title" className="text-sm font-semibold text-slate-800">
          {user.isAdmin ? "All Properties" : officeView ? "Office Properties" : "My Properties"}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            ["Properties", properties.length],
            ["Public", listed],
            ["Showings Booked", booked],
            ["Time Saved", formatTimeSaved(booked)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PropertiesView
        properties={toAnswer(propertyAnswerSchema.array(), properties)}
        appUrl={env().APP_URL}
        agents={agents}
        inOffice={membership !== null}
        officeView={officeView}
      />
    </DashboardSection>
  );
}
