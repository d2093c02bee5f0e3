"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { showServerError } from "@/lib/forms/show-server-error";
import { addAssistantEndpoint, removeAssistantEndpoint } from "@/lib/offices/sharing-endpoints";
import { assistantSchema, type AssistanceView, type AssistantInput, type AssistantsAnswer, type OfficeAgent } from "@/lib/offices/sharing-schemas";
import { formatMediumDate } from "@/lib/time/zoned-time";

const nameOf = (agent: OfficeAgent) => (agent.name ? `${agent.name} (${agent.email})` : agent.email);
const rangeOf = (row: AssistanceView) =>
  row.startsOn === row.endsOn ? formatMediumDate(row.startsOn) : `${formatMediumDate(row.startsOn)} – ${formatMediumDate(row.endsOn)}`;

/** Ends a stand-in, with its toast: the one being removed, and the call. */
function useRemoveAssistance() {
  const router = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);
  async function remove(id: string) {
    setRemoving(id);
    try {
      await call(removeAssistantEndpoint, { params: { id } });
      toast.success("Assisting agent removed");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  }
  return { removing, remove };
}

/** Stand-ins that cover one agent, each with its Remove button; `empty` when there are none. */
export function AssistanceList({ rows, label, empty }: { rows: AssistanceView[]; label: string; empty: string }) {
  const { removing, remove } = useRemoveAssistance();
  if (!rows.length) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
          <span>
            <span className="font-medium">{nameOf(row.assistant)}</span>, {rangeOf(row)}
            {row.active ? " (covering now)" : ""}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={removing !== null}
            aria-label={`Remove ${row.assistant.email} as assisting agent for ${rangeOf(row)}`}
            onClick={() => remove(row.id)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Names an assisting agent (member, from, until) for the actor, or for `agentUserId` (a manager
 * or staff member naming one for another agent); field errors from the route's schema.
 */
export function AssistantForm({ candidates, today, agentUserId, idPrefix }: { candidates: OfficeAgent[]; today: string; agentUserId?: string; idPrefix: string }) {
  const router = useRouter();
  const empty = { agentUserId, assistantUserId: "", startsOn: today, endsOn: today };
  const form = useForm<z.input<typeof assistantSchema>, unknown, AssistantInput>({ resolver: zodResolver(assistantSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const add = form.handleSubmit(async (body) => {
    try {
      await call(addAssistantEndpoint, { body });
      toast.success("Assisting agent added");
      form.reset(empty);
      router.refresh();
    } catch (error) {
      showServerError(form, error, (reason) => `Could not add the assisting agent: ${reason}`);
    }
  });
  const ids = { user: `${idPrefix}-user`, starts: `${idPrefix}-starts`, ends: `${idPrefix}-ends` };

  return (
    <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
      <FormField id={ids.user} label="Assisting agent" error={errors.assistantUserId?.message}>
        <select
          id={ids.user}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
          {...form.register("assistantUserId")}
          {...invalidProps(ids.user, errors.assistantUserId?.message)}
        >
          <option value="">Choose a member…</option>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>
              {nameOf(member)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.starts} label="From" error={errors.startsOn?.message}>
        <Input id={ids.starts} type="date" {...form.register("startsOn")} {...invalidProps(ids.starts, errors.startsOn?.message)} />
      </FormField>
      <FormField id={ids.ends} label="Until" error={errors.endsOn?.message}>
        <Input id={ids.ends} type="date" {...form.register("endsOn")} {...invalidProps(ids.ends, errors.endsOn?.message)} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        Add assisting agent
      </Button>
    </form>
  );
}

/**
 * The agent's assisting agents: who covers all of their listings (and gets their notices) for a
 * date range, and whose listings they cover. Add one, or end one.
 */
export function AssistingAgents({ answer }: { answer: AssistantsAnswer }) {
  return (
    <Card aria-labelledby="assisting-agents-heading" role="region">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div>
          <h2 id="assisting-agents-heading" className="text-lg font-semibold">
            Assisting agents
          </h2>
          <p className="text-sm text-slate-600">
            An assisting agent of your office covers all of your listings for the dates you choose: they get your showing notices and can approve,
            decline, move and cancel showings. Each action is recorded under their name.
          </p>
        </div>
        <AssistanceList rows={answer.assistants} label="Your assisting agents" empty="Nobody covers your listings." />
        {answer.assisting.length ? (
          <div>
            <h3 className="text-sm font-semibold">You cover</h3>
            <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Agents you assist">
              {answer.assisting.map((row) => (
                <li key={row.id}>
                  {nameOf(row.agent)}, {rangeOf(row)}
                  {row.active ? " (now)" : ""}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer.candidates.length ? (
          <AssistantForm candidates={answer.candidates} today={answer.today} idPrefix="assistant" />
        ) : (
          <p className="text-sm text-slate-600">Your office has no other members to name yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
