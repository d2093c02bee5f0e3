import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Completed Showings" };

export default function CompletedPage() {
  return (
    <DashboardSection title="Completed Showings" description="Past showings with their compliance record.">
      <EmptyState title="No completed showings" />
    </DashboardSection>
  );
}
