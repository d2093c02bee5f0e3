import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Buyer's Agents" };

export default function AgentsPage() {
  return (
    <DashboardSection title="Buyer's Agents" description="Buyer's agents who booked showings at your properties.">
      <EmptyState title="No buyer's agents yet">Agents appear here when they book a showing.</EmptyState>
    </DashboardSection>
  );
}
