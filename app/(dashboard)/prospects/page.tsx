import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Prospects" };

export default function ProspectsPage() {
  return (
    <DashboardSection title="Prospects" description="Everyone who has booked, in one list.">
      <EmptyState title="No prospects yet">Sync from bookings to build your prospect list.</EmptyState>
    </DashboardSection>
  );
}
