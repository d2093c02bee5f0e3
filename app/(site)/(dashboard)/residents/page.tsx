import type { Metadata } from "next";
import { DashboardSection } from "@/components/dashboard/section";
import { ResidentsTable } from "@/components/residents/residents-table";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { residentAnswerSchema } from "@/lib/residents/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listResidents } from "@/lib/residents/residents";
import { agentScope } from "@/lib/auth/scope";

export const metadata: Metadata = { title: "Residents" };

export default async function ResidentsPage() {
  const user = await requireUser();
  const residents = toAnswer(residentAnswerSchema.array(), await listResidents(getDb(), agentScope(user.id)));
  return (
    <DashboardSection title="Residents" description="Tenants who receive entry notices before showings.">
      <ResidentsTable residents={residents} />
    </DashboardSection>
  );
}
