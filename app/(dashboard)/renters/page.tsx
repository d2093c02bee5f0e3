import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Renters" };

export default function RentersPage() {
  return (
    <DashboardSection title="Renters" description="Prospective renters and their lead scores.">
      <EmptyState title="No renters yet">Renters appear here when they book a showing.</EmptyState>
    </DashboardSection>
  );
}
