import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <DashboardSection title="Overview" description="Your properties and showings at a glance.">
      <EmptyState title="No activity yet">Add a property and share its booking link to see showings here.</EmptyState>
    </DashboardSection>
  );
}
