"use client";

import { AssistanceList, AssistantForm } from "@/components/offices/assisting-agents";
import type { AssistanceView, OfficeAgent } from "@/lib/offices/sharing-schemas";

/**
 * On the Office page, for a manager or a staff member reaching this agent: who covers the agent's
 * listings and when, Remove, and a form naming another member for a date range.
 */
export function MemberAssistants({
  agent,
  assistances,
  candidates,
  today,
}: {
  agent: OfficeAgent;
  assistances: AssistanceView[];
  candidates: OfficeAgent[];
  today: string;
}) {
  const label = `Assisting agents of ${agent.email}`;
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      <AssistanceList rows={assistances} label={`Who covers ${agent.email}`} empty="Nobody covers their listings." />
      {candidates.length ? <AssistantForm candidates={candidates} today={today} agentUserId={agent.userId} idPrefix={`assistant-${agent.userId}`} /> : null}
    </section>
  );
}
