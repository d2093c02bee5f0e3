import type { Metadata } from "next";
import { RentersTable } from "@/components/contacts/renters-table";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { renterContactAnswerSchema } from "@/lib/contacts/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listRenterContacts } from "@/lib/contacts/contacts";
import { LEAD_SCORE_EXPLANATION } from "@/lib/contacts/lead-score";
import { agentScope } from "@/lib/auth/scope";

export const metadata: Metadata = { title: "Renters" };

export default async function RentersPage() {
  const user = await requireUser();
  const contacts = toAnswer(renterContactAnswerSchema.array(), await listRenterContacts(getDb(), agentScope(user.id)));
  return (
    <DashboardSection title="Renters" description="Prospective renters and their lead scores.">
      <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">{LEAD_SCORE_EXPLANATION}</p>
      <RentersTable contacts={contacts} />
    </DashboardSection>
  );
}
