import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { RentersTable } from "@/components/contacts/renters-table";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { renterContactAnswerSchema } from "@/lib/contacts/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listRenterContacts } from "@/lib/contacts/contacts";
import { LEAD_SCORE_EXPLANATION } from "@/lib/contacts/lead-score";

export const metadata: Metadata = { title: "Renters" };

export default async function RentersPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const contacts = toAnswer(renterContactAnswerSchema.array(), await listRenterContacts(getDb(), scope));
  return (
    <DashboardSection title="Renters" description="Prospective renters and their lead scores.">
      <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">{LEAD_SCORE_EXPLANATION}</p>
      <RentersTable contacts={contacts} />
    </DashboardSection>
  );
}
