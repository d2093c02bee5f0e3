import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DashboardSection } from "@/components/dashboard/section";
import { CoAgentsEditor } from "@/components/offices/co-agents-editor";
import { getDb } from "@/db/client";
import { toAnswer } from "@/lib/api/answers";
import { requireUser } from "@/lib/auth/current-user";
import { isAppError } from "@/lib/errors";
import { listCoAgents } from "@/lib/offices/co-agents";
import { coAgentsAnswerSchema } from "@/lib/offices/sharing-schemas";

export const metadata: Metadata = { title: "Co-listing agents" };

/** A listing's co-listing agents, chosen among the members of its agent's office. */
export default async function CoAgentsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser();
  const answer = await listCoAgents(getDb(), user, id, new Date()).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <DashboardSection
      title="Co-listing agents"
      description={`Co-listing agents of ${answer.address} see it among their listings, get its showing notices and can approve, decline, move and cancel its showings. Each action is recorded under their name.`}
    >
      <section aria-label="Co-listing agents" className="rounded-lg border border-slate-200 bg-white p-4">
        <CoAgentsEditor propertyId={id} answer={toAnswer(coAgentsAnswerSchema, answer)} />
      </section>
    </DashboardSection>
  );
}
