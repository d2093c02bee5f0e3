import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Residents" };

export default function ResidentsPage() {
  return (
    <DashboardSection title="Residents" description="Tenants who receive entry notices.">
      <EmptyState title="No residents found. Create your first resident to get started!" />
    </DashboardSection>
  );
}
