import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { DashboardSection } from "@/components/dashboard/section";
import { ProspectsView } from "@/components/prospects/prospects-view";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { prospectAnswerSchema } from "@/lib/prospects/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listProspects } from "@/lib/prospects/prospects";

export const metadata: Metadata = { title: "Prospects" };

export default async function ProspectsPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const prospects = toAnswer(prospectAnswerSchema.array(), await listProspects(getDb(), scope));
  return (
    <DashboardSection title="Prospects" description="Everyone who has booked, in one list: sync from bookings, then track each one's status.">
      <ProspectsView initial={prospects} />
    </DashboardSection>
  );
}
