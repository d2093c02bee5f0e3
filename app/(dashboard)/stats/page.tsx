import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Stats" };

export default function StatsPage() {
  return (
    <DashboardSection title="Stats" description="Bookings, views and conversion across your properties.">
      <EmptyState title="No Data Yet">Add a property to start collecting statistics.</EmptyState>
    </DashboardSection>
  );
}
