import type { Metadata } from "next";
import { Card, CardContent } from "@/components/ui/card";
import { DemoBookingForm } from "@/components/booking/demo-booking-form";
import { toDayOptions } from "@/lib/bookings/day-options";
import { DEMO_ADDRESS, demoSlots } from "@/lib/bookings/demo-booking";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zoned-time";
import { DEMO_FEE_CENTS, formatUsd } from "@/lib/constants";
import { clientEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Demo booking",
  description: "Try Showbook's booking form on a demo property: pick a time, fill in the details, see the confirmation.",
  alternates: { canonical: "/demo-booking" },
};

export default function DemoBookingPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Demo booking</h1>
        <p className="text-slate-700">
          {DEMO_ADDRESS}: 30-minute showings, at least 24 hours&apos; notice. The {formatUsd(DEMO_FEE_CENTS)} fee goes through the
          same payment step as a real booking; nothing is sent.
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <DemoBookingForm
            address={DEMO_ADDRESS}
            days={toDayOptions(demoSlots(), DEFAULT_TIME_ZONE)}
            fee={formatUsd(DEMO_FEE_CENTS)}
            publishableKey={clientEnv.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
          />
        </CardContent>
      </Card>
    </div>
  );
}
