import type { Metadata } from "next";
import Link from "next/link";
import { BillingActions } from "@/components/gallery/billing-actions";
import { DashboardSection } from "@/components/dashboard/section";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { findBillingAccount, isSubscribed } from "@/lib/billing/billing-account";
import { formatUsd } from "@/lib/constants";
import { getCreditBalance } from "@/lib/credits/ledger";
import { SUBSCRIPTION_CREDITS, SUBSCRIPTION_PRICE_CENTS } from "@/lib/credits/plans";
import { env } from "@/lib/env";
import { getStripe } from "@/lib/payments/stripe";

export const metadata: Metadata = { title: "Credits" };

const CHECKOUT_NOTICES: Record<string, string> = {
  success: "Thank you! Your credits are added as soon as Stripe confirms the payment.",
  cancelled: "Checkout was cancelled; nothing was charged.",
};

export default async function CreditsPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const user = await requireUser();
  const db = getDb();
  const { checkout } = await searchParams;
  const [credits, account] = await Promise.all([getCreditBalance(db, user.id), findBillingAccount(db, user.id)]);
  const subscribed = isSubscribed(account);
  const mockMode = getStripe() === null;
  const { CREDIT_PACK_CREDITS, CREDIT_PACK_PRICE_CENTS } = env();
  const notice = checkout ? CHECKOUT_NOTICES[checkout] : undefined;

  return (
    <DashboardSection title="Credits" description="Each generated image uses one credit.">
      {notice ? (
        <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          {notice}
        </p>
      ) : null}
      {mockMode ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Development mode: Stripe is not configured, so purchases are granted at once without a charge.
        </p>
      ) : null}
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <p className="text-3xl font-bold text-slate-900" data-testid="credits-page-balance">
          {credits} {credits === 1 ? "credit" : "credits"}
        </p>
        <p className="text-sm text-slate-700">
          {subscribed
            ? `You are subscribed: ${SUBSCRIPTION_CREDITS} credits arrive with each paid month.`
            : `Subscribe for ${formatUsd(SUBSCRIPTION_PRICE_CENTS)} a month and get ${SUBSCRIPTION_CREDITS} credits each paid month, or buy a one-time pack.`}
        </p>
        <BillingActions
          subscribed={subscribed}
          canManage={!mockMode && Boolean(account?.stripeCustomerId)}
          packLabel={`Buy ${CREDIT_PACK_CREDITS} credits for ${formatUsd(CREDIT_PACK_PRICE_CENTS)}`}
        />
        <Link href="/overview" className="text-sm text-blue-700 underline-offset-4 hover:underline">
          Back to the generator
        </Link>
      </Card>
    </DashboardSection>
  );
}
