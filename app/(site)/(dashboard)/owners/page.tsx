import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { OwnersTable } from "@/components/owners/owners-table";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { ownerAnswerSchema } from "@/lib/owners/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listOwners } from "@/lib/owners/owners";

export const metadata: Metadata = { title: "Owners" };

export default async function OwnersPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const owners = toAnswer(ownerAnswerSchema.array(), await listOwners(getDb(), scope));
  return (
    <DashboardSection title="Owners" description="Property owners you notify about showings.">
      <OwnersTable owners={owners} />
    </DashboardSection>
  );
}
