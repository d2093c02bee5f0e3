import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { BuyerAgentsTable } from "@/components/contacts/buyer-agents-table";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { buyerAgentContactAnswerSchema } from "@/lib/contacts/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listBuyerAgentContacts } from "@/lib/contacts/contacts";

export const metadata: Metadata = { title: "Buyer's Agents" };

export default async function AgentsPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const contacts = toAnswer(buyerAgentContactAnswerSchema.array(), await listBuyerAgentContacts(getDb(), scope));
  return (
    <DashboardSection title="Buyer's Agents" description="Buyer's agents who booked showings at your properties, and any you add.">
      <BuyerAgentsTable contacts={contacts} />
    </DashboardSection>
  );
}
