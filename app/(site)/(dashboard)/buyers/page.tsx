import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { BuyersTable } from "@/components/contacts/buyers-table";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { buyerContactAnswerSchema } from "@/lib/contacts/schemas";
import { requireUser } from "@/lib/auth/current-user";
import { listBuyerContacts } from "@/lib/contacts/contacts";

export const metadata: Metadata = { title: "Buyers" };

export default async function BuyersPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const contacts = toAnswer(buyerContactAnswerSchema.array(), await listBuyerContacts(getDb(), scope));
  return (
    <DashboardSection title="Buyers" description="Buyers who booked showings at your properties, one row per e-mail address.">
      <BuyersTable contacts={contacts} />
    </DashboardSection>
  );
}
