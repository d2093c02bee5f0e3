import type { Metadata } from "next";
import { DashboardSection } from "@/components/dashboard/section";

export const metadata: Metadata = { title: "Support" };

export default function SupportPage() {
  return (
    <DashboardSection title="Support" description="Call us, or send a bug report or feature request.">
      <p className="text-sm text-slate-600">This section is being set up.</p>
    </DashboardSection>
  );
}
