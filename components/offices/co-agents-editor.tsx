"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api/call";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { setCoAgentsEndpoint } from "@/lib/offices/sharing-endpoints";
import type { CoAgentsAnswer, OfficeAgent } from "@/lib/offices/sharing-schemas";

const nameOf = (agent: OfficeAgent) => (agent.name ? `${agent.name} (${agent.email})` : agent.email);

/** A listing's co-listing agents: ticked members of the office, saved together. Read-only for whoever may not change them. */
export function CoAgentsEditor({ propertyId, answer }: { propertyId: string; answer: CoAgentsAnswer }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(() => new Set(answer.coAgents.map((agent) => agent.userId)));
  const [saving, setSaving] = useState(false);

  if (!answer.canEdit) {
    return answer.coAgents.length ? (
      <ul aria-label="Co-listing agents" className="flex flex-col gap-1 text-sm">
        {answer.coAgents.map((agent) => (
          <li key={agent.userId}>{nameOf(agent)}</li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-slate-600">This listing has no co-listing agents.</p>
    );
  }

  const toggle = (userId: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  async function save() {
    setSaving(true);
    try {
      const saved = await call(setCoAgentsEndpoint, { params: { id: propertyId }, body: { agentUserIds: [...chosen] } });
      toast.success(saved.coAgents.length ? `Co-listing agents saved (${saved.coAgents.length})` : "Co-listing agents removed");
      router.refresh();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(`Could not save the co-listing agents: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  }

  if (!answer.candidates.length) return <p className="text-sm text-slate-600">The office has no other members who could co-list this listing yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Members of the office</legend>
        {answer.candidates.map((agent) => (
          <label key={agent.userId} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.has(agent.userId)} onChange={(event) => toggle(agent.userId, event.target.checked)} />
            {nameOf(agent)}
          </label>
        ))}
      </fieldset>
      <Button className="self-start" onClick={save} disabled={saving}>
        Save co-listing agents
      </Button>
    </div>
  );
}
