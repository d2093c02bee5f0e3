"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { MANUAL_NOTICE_LABELS, type ManualNoticeMethod } from "@/lib/compliance/manual-notice-methods";

/** The agent records when, how and by whom a notice was given by hand; the verdict follows. */
export function ManualNoticeForm({
  bookingId,
  methods,
  defaultMethod,
}: {
  bookingId: string;
  methods: readonly ManualNoticeMethod[];
  defaultMethod: ManualNoticeMethod;
}) {
  const router = useRouter();
  const [method, setMethod] = useState(defaultMethod);
  const [givenAt, setGivenAt] = useState("");
  const [givenBy, setGivenBy] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!givenAt) return toast.error("Enter when the notice was given");
    setBusy(true);
    try {
      // datetime-local is the agent's own clock; the server stores the instant.
      await apiRequest("POST", `/api/showbook/bookings/${bookingId}/notices`, { body: { method, givenAt: new Date(givenAt).toISOString(), givenBy } });
      toast.success("Notice recorded");
      setGivenAt("");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Record a notice given by hand" className="no-print mt-4 grid gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-4 sm:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="manual-notice-method">How</Label>
        <Select id="manual-notice-method" value={method} onChange={(event) => setMethod(event.target.value as ManualNoticeMethod)}>
          {methods.map((value) => (
            <option key={value} value={value}>
              {MANUAL_NOTICE_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="manual-notice-at">When</Label>
        <Input id="manual-notice-at" type="datetime-local" value={givenAt} onChange={(event) => setGivenAt(event.target.value)} required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="manual-notice-by">By whom</Label>
        <Input id="manual-notice-by" value={givenBy} onChange={(event) => setGivenBy(event.target.value)} required maxLength={200} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Recording..." : "Record Notice"}
      </Button>
    </form>
  );
}
