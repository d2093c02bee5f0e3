"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Label, Select } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { showServerError } from "@/lib/forms/show-server-error";
import { inviteEndpoint, revokeInvitationEndpoint } from "@/lib/offices/endpoints";
import type { OfficeInvitationView } from "@/lib/offices/offices";
import { invitationSchema, type InvitationInput } from "@/lib/offices/schemas";
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from "@/lib/time/zoned-time";
import { OFFICE_ROLE_LABELS, OFFICE_ROLES } from "@/lib/vocabulary/office-roles";

export type InvitationRow = OfficeInvitationView & { url: string | null };

const STATUS = {
  open: { label: "Open", tone: "green" },
  accepted: { label: "Accepted", tone: "blue" },
  revoked: { label: "Revoked", tone: "neutral" },
  expired: { label: "Expired", tone: "amber" },
} as const;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Invitation link copied to clipboard");
  } catch {
    toast.error("Could not copy the link; select and copy it instead.");
  }
}

/** A manager's invitations: invite by e-mail and role, the list with each one's status, copy an open link, revoke it. */
export function OfficeInvitations({ invitations, timezone }: { invitations: InvitationRow[]; timezone: string }) {
  const router = useRouter();
  const [sent, setSent] = useState<{ email: string; url: string } | null>(null);
  const form = useForm<z.input<typeof invitationSchema>, unknown, InvitationInput>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: "", role: "agent" },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const invite = form.handleSubmit(async (body) => {
    try {
      const { invitation } = await call(inviteEndpoint, { body });
      setSent({ email: body.email, url: invitation.url });
      toast.success(`Invitation sent to ${body.email}`);
      form.reset({ email: "", role: body.role });
      router.refresh();
    } catch (error) {
      showServerError(form, error, (reason) => `Could not invite: ${reason}`);
    }
  });

  async function revoke(row: InvitationRow) {
    try {
      await call(revokeInvitationEndpoint, { params: { id: row.id } });
      toast.success(`Invitation to ${row.email} revoked: its link no longer works`);
      if (sent?.email === row.email) setSent(null);
      router.refresh();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="office-invitations-title" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id="office-invitations-title" className="text-base font-semibold text-slate-900">
          Invitations
        </h2>
        <p className="text-sm text-slate-600">
          Each invitation is e-mailed as a link that works once, for 7 days, for an account with that address. Someone new registers on the way.
        </p>
      </div>
      <form onSubmit={invite} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="Invite someone">
        <div className="flex-1">
          <FormField id="invite-email" label="E-mail" error={errors.email?.message}>
            <Input id="invite-email" type="email" autoComplete="off" {...register("email")} {...invalidProps("invite-email", errors.email?.message)} />
          </FormField>
        </div>
        <FormField id="invite-role" label="Role" error={errors.role?.message}>
          <Select id="invite-role" {...register("role")} {...invalidProps("invite-role", errors.role?.message)}>
            {OFFICE_ROLES.map((role) => (
              <option key={role} value={role}>
                {OFFICE_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={formState.isSubmitting} className="sm:mt-6">
          {formState.isSubmitting ? "Sending..." : "Send invitation"}
        </Button>
      </form>
      {sent ? (
        <div className="flex flex-col gap-1 rounded-md bg-green-50 p-3" role="status">
          <Label htmlFor="sent-invitation-link">Link sent to {sent.email}</Label>
          <div className="flex flex-wrap gap-2">
            <Input id="sent-invitation-link" readOnly value={sent.url} className="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
            <Button type="button" variant="outline" onClick={() => copyLink(sent.url)}>
              <Copy aria-hidden /> Copy link
            </Button>
          </div>
        </div>
      ) : null}
      {invitations.length ? (
        <ul className="flex flex-col divide-y divide-slate-200" aria-label="Sent invitations">
          {invitations.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" aria-label={`Invitation to ${row.email}`}>
              <div className="min-w-0">
                <p className="break-all font-medium text-slate-900">{row.email}</p>
                <p className="text-slate-600">
                  {OFFICE_ROLE_LABELS[row.role]} · <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>
                  {row.status === "open" ? <> · expires {formatZonedDateTime(new Date(row.expiresAt), timezone || DEFAULT_TIME_ZONE)}</> : null}
                </p>
              </div>
              {row.status === "open" && row.url ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => copyLink(row.url as string)} aria-label={`Copy the invitation link of ${row.email}`}>
                    <Copy aria-hidden /> Copy link
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline" aria-label={`Revoke the invitation of ${row.email}`}>
                        Revoke
                      </Button>
                    }
                    title={`Revoke the invitation of ${row.email}?`}
                    description="Its link stops working at once. You can send a new invitation afterwards."
                    confirmLabel="Revoke invitation"
                    onConfirm={() => revoke(row)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No invitations yet.</p>
      )}
    </section>
  );
}
