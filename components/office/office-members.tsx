"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label, Select } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { leaveOfficeEndpoint, removeMemberEndpoint, updateMemberEndpoint } from "@/lib/offices/endpoints";
import type { OfficeMemberView } from "@/lib/offices/offices";
import { OFFICE_ROLE_LABELS, OFFICE_ROLES, STAFF_REACH_LABELS, STAFF_REACHES, type OfficeRole, type StaffReach } from "@/lib/vocabulary/office-roles";
import type { OfficeAssistances } from "@/lib/offices/sharing-schemas";
import { MemberAssistants } from "./member-assistants";
import { TakeoverDialog } from "./takeover-dialog";

const listingsText = (count: number) => (count === 1 ? "1 office listing" : `${count} office listings`);

/** Runs one office request: its toast, then the page as it is now. False when it was refused. */
function useOfficeRequest() {
  const router = useRouter();
  return async (request: () => Promise<unknown>, success: string) => {
    try {
      await request();
      toast.success(success);
      router.refresh();
      return true;
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(errorMessage(error));
      return false;
    }
  };
}

/** A manager's editor of another member's role, staff reach and assigned agents. */
function MemberEditor({ member, others }: { member: OfficeMemberView; others: OfficeMemberView[] }) {
  const run = useOfficeRequest();
  const [role, setRole] = useState<OfficeRole>(member.role);
  const [reach, setReach] = useState<StaffReach>(member.staffReach);
  const [assigned, setAssigned] = useState<string[]>(member.assignedAgentIds);
  const [busy, setBusy] = useState(false);
  const id = `member-${member.userId}`;

  async function save() {
    setBusy(true);
    await run(
      () =>
        call(updateMemberEndpoint, {
          params: { userId: member.userId },
          body: { role, ...(role === "staff" ? { staffReach: reach, assignedAgentIds: reach === "assigned" ? assigned : [] } : {}) },
        }),
      `${member.email} updated`,
    );
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-role`}>Role of {member.email}</Label>
        <Select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as OfficeRole)}>
          {OFFICE_ROLES.map((option) => (
            <option key={option} value={option}>
              {OFFICE_ROLE_LABELS[option]}
            </option>
          ))}
        </Select>
      </div>
      {role === "staff" ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-reach`}>Acts on</Label>
          <Select id={`${id}-reach`} value={reach} onChange={(event) => setReach(event.target.value as StaffReach)}>
            {STAFF_REACHES.map((option) => (
              <option key={option} value={option}>
                {STAFF_REACH_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {role === "staff" && reach === "assigned" ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-800">Assigned agents</legend>
          {others.length ? (
            others.map((other) => (
              <label key={other.userId} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={assigned.includes(other.userId)}
                  onChange={(event) =>
                    setAssigned((current) => (event.target.checked ? [...current, other.userId] : current.filter((agentId) => agentId !== other.userId)))
                  }
                />
                {other.email}
              </label>
            ))
          ) : (
            <p className="text-sm text-slate-600">No other members yet.</p>
          )}
        </fieldset>
      ) : null}
      <Button variant="outline" onClick={save} disabled={busy}>
        {busy ? "Saving..." : "Save changes"}
      </Button>
    </div>
  );
}

/** The office's members: everyone sees who is in it; a manager changes roles and removes members; anyone may leave. */
export function OfficeMembers({
  members,
  you,
  officeName,
  assistances,
}: {
  members: OfficeMemberView[];
  you: { userId: string; role: OfficeRole };
  officeName: string;
  /** The agents whose assisting agents the actor names (managers, staff reaching them), and their stand-ins. */
  assistances: OfficeAssistances;
}) {
  const run = useOfficeRequest();
  const manager = you.role === "manager";
  const self = members.find((member) => member.userId === you.userId);

  return (
    <section aria-labelledby="office-members-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="office-members-title" className="text-base font-semibold text-slate-900">
        Members
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200" aria-label="Office members">
        {members.map((member) => {
          const others = members.filter((other) => other.userId !== member.userId);
          return (
            <li key={member.userId} className="flex flex-col gap-3 py-3" aria-label={member.email}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0 text-sm">
                  <p className="break-all font-medium text-slate-900">
                    {member.email}
                    {member.userId === you.userId ? " (you)" : ""}
                  </p>
                  <p className="text-slate-600">
                    <Badge tone={member.role === "manager" ? "blue" : member.role === "staff" ? "amber" : "neutral"}>{OFFICE_ROLE_LABELS[member.role]}</Badge>
                    {member.role === "staff" ? <> · {STAFF_REACH_LABELS[member.staffReach]}</> : null} · {listingsText(member.officeListings)}
                  </p>
                  {member.role === "staff" && member.staffReach === "assigned" ? (
                    <p className="text-slate-600">
                      Assigned:{" "}
                      {member.assignedAgentIds.length
                        ? member.assignedAgentIds.map((agentId) => members.find((other) => other.userId === agentId)?.email ?? "a former member").join(", ")
                        : "nobody yet"}
                    </p>
                  ) : null}
                </div>
                {manager && member.userId !== you.userId ? (
                  <TakeoverDialog
                    trigger={<Button variant="outline" size="sm">Remove</Button>}
                    title={`Remove ${member.email}?`}
                    description={
                      member.officeListings > 0
                        ? `Their own listings and history stay theirs. Choose who takes over the ${listingsText(member.officeListings)} they are the agent of.`
                        : "Their own listings and history stay theirs. They lose access to the office at once."
                    }
                    confirmLabel="Remove member"
                    candidates={others}
                    askTakeover={member.officeListings > 0}
                    onConfirm={(takeoverUserId) =>
                      run(() => call(removeMemberEndpoint, { params: { userId: member.userId }, body: { takeoverUserId } }), `${member.email} removed from the office`)
                    }
                  />
                ) : null}
              </div>
              {manager && member.userId !== you.userId ? <MemberEditor member={member} others={others} /> : null}
              {assistances.agentIds.includes(member.userId) ? (
                <MemberAssistants
                  agent={{ userId: member.userId, email: member.email, name: "" }}
                  assistances={assistances.assistances.filter((row) => row.agent.userId === member.userId)}
                  candidates={others.map((other) => ({ userId: other.userId, email: other.email, name: "" }))}
                  today={assistances.today}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {self ? (
        <div className="border-t border-slate-200 pt-3">
          <TakeoverDialog
            trigger={<Button variant="outline">Leave office</Button>}
            title={`Leave ${officeName}?`}
            description={
              manager && self.officeListings > 0
                ? `Your own listings and history stay yours. Choose who takes over the ${listingsText(self.officeListings)} you are the agent of.`
                : self.officeListings > 0
                  ? `Your own listings and history stay yours; the ${listingsText(self.officeListings)} you are the agent of go to the office's manager.`
                  : "Your own listings and history stay yours. You lose access to the office's listings at once."
            }
            confirmLabel="Leave office"
            candidates={members.filter((member) => member.userId !== you.userId)}
            askTakeover={manager && self.officeListings > 0}
            onConfirm={(takeoverUserId) => run(() => call(leaveOfficeEndpoint, { body: { takeoverUserId } }), `You left ${officeName}`)}
          />
        </div>
      ) : null}
    </section>
  );
}
