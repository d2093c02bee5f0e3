import type { Metadata } from "next";
import { DashboardSection } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Agent Profile" };

export default function ProfilePage() {
  return (
    <DashboardSection title="Agent Profile" description="Shown on all of your booking pages.">
      <p className="text-sm text-slate-600">This section is being set up.</p>
    </DashboardSection>
  );
}
