import { Check } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import {
  BOOKING_FEE,
  MIN_ADVANCE_NOTICE_HOURS,
  PRODUCT_SLUG,
  SHOWING_DURATION_MINUTES,
  TENANT_REFERRAL_CENTS,
  formatUsd,
} from "@/lib/constants";

type Plan = {
  audience: string;
  price: string;
  unit: string;
  summary: string;
  features: string[];
  highlighted?: boolean;
};

const plans: Plan[] = [
  {
    audience: "Agents, property managers and owners",
    price: "Free",
    unit: "no subscription, no card on file",
    summary: "List every property you manage and share booking links at no cost.",
    features: [
      "Unlimited properties and booking links",
      "QR codes and share pages for every listing",
      "Tenant notices by email, SMS and mail",
      "Compliance records and audit trail",
      "Calendar, upcoming and completed showings",
    ],
  },
  {
    audience: "Buyers, buyer's agents and renters",
    price: BOOKING_FEE,
    unit: "flat fee per booking",
    summary: `One flat fee confirms a ${SHOWING_DURATION_MINUTES}-minute showing. No account needed.`,
    features: [
      "Pay securely by card at checkout",
      "Instant confirmation and calendar file",
      "Non-refundable, reschedulable with notice",
      `Book at least ${MIN_ADVANCE_NOTICE_HOURS} hours ahead`,
    ],
    highlighted: true,
  },
  {
    audience: "Tenants",
    price: formatUsd(TENANT_REFERRAL_CENTS),
    unit: "earned per referred showing",
    summary: "Refer an agent to Showbook and earn for every showing booked through them.",
    features: [
      "Proper written notice before every showing",
      "Notices by email, text message and mail",
      `${formatUsd(TENANT_REFERRAL_CENTS)} for each showing booked by an agent you referred`,
    ],
  },
];

/** The three-column price summary used on How It Works and Pricing. */
export function PricingBlock({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <Card
          key={plan.audience}
          className={plan.highlighted ? "border-blue-700 ring-2 ring-blue-700/20" : undefined}
        >
          <CardHeader>
            <Heading className="text-base font-semibold text-slate-900">{plan.audience}</Heading>
            <p className="mt-2">
              <span className="text-4xl font-bold tracking-tight text-blue-800">{plan.price}</span>
              <span className="ml-2 text-sm text-slate-600">{plan.unit}</span>
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-700">{plan.summary}</p>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function PricingFootnote() {
  return (
    <p className="mt-6 text-sm text-slate-600">
      The booking fee is charged once per confirmed showing and is non-refundable; a showing can be rescheduled with
      notice. Full details are in the{" "}
      <Link href={`/${PRODUCT_SLUG}/terms`} className="text-blue-700 underline hover:text-blue-800">
        booking terms
      </Link>
      .
    </p>
  );
}
