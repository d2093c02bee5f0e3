import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Upcoming Showings" };

export default function UpcomingPage() {
  return (
    <DashboardSection title="Upcoming Showings" description="Showings in the next 14 days.">
      <EmptyState title="No upcoming showings" />
    </DashboardSection>
  );
}
