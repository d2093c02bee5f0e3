import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";
import { UpcomingTable } from "@/components/upcoming/upcoming-table";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { NO_UPCOMING_SHOWINGS } from "@/lib/dashboard/messages";
import { listUpcomingShowings } from "@/lib/dashboard/showings";
import { agentScope } from "@/lib/auth/scope";

export const metadata: Metadata = { title: "Upcoming Showings" };

export default async function UpcomingPage() {
  const user = await requireUser();
  const showings = await listUpcomingShowings(getDb(), agentScope(user.id), new Date());
  return (
    <DashboardSection title="Upcoming Showings" description="Showings in the next 14 days.">
      {showings.length ? <UpcomingTable showings={showings} /> : <EmptyState title={NO_UPCOMING_SHOWINGS} />}
    </DashboardSection>
  );
}
