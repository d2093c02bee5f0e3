import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Calendar" };

export default function CalendarPage() {
  return (
    <DashboardSection title="Calendar" description="Four weeks of showings, starting Monday.">
      <EmptyState title="No showings in these four weeks" />
    </DashboardSection>
  );
}
