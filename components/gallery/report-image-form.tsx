"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { REPORT_REASON_MAX_LENGTH } from "@/lib/gallery/limits";

/** Any signed-in user reports an image to the admins, with a reason. */
export function ReportImageForm({ imageId }: { imageId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);

  if (!open) {
    return (
      <Button type="button" variant="link" className="self-start px-0 text-red-700" onClick={() => setOpen(true)}>
        Report image
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest("POST", `/api/images/${imageId}/report`, { body: { reason } });
      toast.success("Thanks, the image was reported to the admins.");
      setOpen(false);
      setReason("");
    } catch (error) {
      toast.error(`Failed to report image: ${errorMessage(error)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <Label htmlFor={`report-${imageId}`}>Why should an admin look at this image?</Label>
      <Textarea
        id={`report-${imageId}`}
        value={reason}
        required
        minLength={3}
        maxLength={REPORT_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={pending}>
          {pending ? "Reporting..." : "Send report"}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
