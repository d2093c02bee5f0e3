import type { Metadata } from "next";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Buyers" };

export default function BuyersPage() {
  return (
    <DashboardSection title="Buyers" description="Buyers who booked showings at your properties.">
      <EmptyState title="No buyers yet">Buyers appear here when they book a showing.</EmptyState>
    </DashboardSection>
  );
}
