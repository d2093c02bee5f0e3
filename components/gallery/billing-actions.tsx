"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { billingCheckoutEndpoint, billingPortalEndpoint } from "@/lib/gallery/endpoints";
import { formatUsd } from "@/lib/constants";
import { SUBSCRIPTION_PRICE_CENTS } from "@/lib/credits/plans";

type Props = { subscribed: boolean; canManage: boolean; packLabel: string };

/** Subscribe, buy a pack, manage billing: each asks the server for the next page (Stripe, or back here in mock mode). */
export function BillingActions({ subscribed, canManage, packLabel }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  async function go(action: "subscription" | "pack" | "portal") {
    setBusy(action);
    try {
      const answer =
        action === "portal"
          ? await call(billingPortalEndpoint)
          : await call(billingCheckoutEndpoint, { body: { kind: action } });
      if (answer.mock) {
        toast.success(action === "pack" ? "Credit pack added (mock mode, no charge)" : "Subscribed (mock mode, no charge)");
        router.refresh();
        setBusy(null);
      } else {
        window.location.assign(answer.url);
      }
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      {subscribed ? null : (
        <Button onClick={() => go("subscription")} disabled={busy !== null}>
          {busy === "subscription" ? "Opening checkout..." : `Subscribe for ${formatUsd(SUBSCRIPTION_PRICE_CENTS)}/month`}
        </Button>
      )}
      <Button variant="outline" onClick={() => go("pack")} disabled={busy !== null}>
        {busy === "pack" ? "Opening checkout..." : packLabel}
      </Button>
      {canManage ? (
        <Button variant="ghost" onClick={() => go("portal")} disabled={busy !== null}>
          {busy === "portal" ? "Opening portal..." : "Manage billing"}
        </Button>
      ) : null}
    </div>
  );
}
