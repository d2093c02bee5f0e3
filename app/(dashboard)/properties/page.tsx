import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Properties" };

export default function PropertiesPage() {
  return (
    <DashboardSection title="Properties" description="Add properties, set showing hours and share booking links.">
      <EmptyState title="No properties yet">Add your first property to get a booking link.</EmptyState>
    </DashboardSection>
  );
}
