import type { Metadata } from "next";
import { dashboardScope, dashboardView } from "@/lib/auth/dashboard-scope";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";
import { StatsPanel } from "@/components/stats/stats-panel";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { getPropertyStats } from "@/lib/stats/get-stats";

export const metadata: Metadata = { title: "Stats" };

export default async function StatsPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user, "all");
  // An admin's stats are every agent's, as their Properties page (spec § 6: "the stats title is All Properties").
  const stats = await getPropertyStats(getDb(), scope, new Date());
  const officeView = scope.kind === "agents" && (await dashboardView()) === "office";
  return (
    <DashboardSection
      title={user.isAdmin ? "All Properties" : officeView ? "Office Properties" : "My Properties"}
      description={officeView ? "Bookings, views and conversion across the office's properties, by listing and by agent." : "Bookings, views and conversion across your properties."}
    >
      {stats.totalProperties ? (
        <StatsPanel stats={stats} />
      ) : (
        <EmptyState title="No Data Yet">Add a property to start collecting statistics.</EmptyState>
      )}
    </DashboardSection>
  );
}
