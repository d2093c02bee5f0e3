import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";
import { UpcomingTable } from "@/components/upcoming/upcoming-table";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { NO_UPCOMING_SHOWINGS } from "@/lib/dashboard/messages";
import { listUpcomingShowings } from "@/lib/dashboard/showings";

export const metadata: Metadata = { title: "Upcoming Showings" };

export default async function UpcomingPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const showings = await listUpcomingShowings(getDb(), scope, new Date());
  return (
    <DashboardSection title="Upcoming Showings" description="Showings in the next 14 days.">
      {showings.length ? <UpcomingTable showings={showings} /> : <EmptyState title={NO_UPCOMING_SHOWINGS} />}
    </DashboardSection>
  );
}
