import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Owners" };

export default function OwnersPage() {
  return (
    <DashboardSection title="Owners" description="Property owners you notify about showings.">
      <EmptyState title="No owners found. Create your first owner to get started!" />
    </DashboardSection>
  );
}
