import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { DashboardSection } from "@/components/dashboard/section";
import { ResidentsTable } from "@/components/residents/residents-table";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { residentAnswerSchema } from "@/lib/residents/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listResidents } from "@/lib/residents/residents";

export const metadata: Metadata = { title: "Residents" };

export default async function ResidentsPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const residents = toAnswer(residentAnswerSchema.array(), await listResidents(getDb(), scope));
  return (
    <DashboardSection title="Residents" description="Tenants who receive entry notices before showings.">
      <ResidentsTable residents={residents} />
    </DashboardSection>
  );
}
