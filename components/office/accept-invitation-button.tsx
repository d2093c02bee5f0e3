"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api/call";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { acceptInvitationEndpoint } from "@/lib/offices/endpoints";

/** Accepts the invitation for the signed-in account, then opens the office page. A refusal says why. */
export function AcceptInvitationButton({ token, officeName }: { token: string; officeName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setProblem(null);
    try {
      await call(acceptInvitationEndpoint, { body: { token } });
      toast.success(`Welcome to ${officeName}`);
      router.push("/office");
      router.refresh();
    } catch (error) {
      setBusy(false);
      if (!isSessionExpired(error)) setProblem(errorMessage(error));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <Button onClick={accept} disabled={busy} className="self-start">
        {busy ? "Accepting..." : "Accept invitation"}
      </Button>
    </div>
  );
}
