import { Card, CardContent } from "@/components/ui/card";
import { feeFor } from "@/lib/payments/fees";
import { formatUsd } from "@/lib/constants";
import { clientEnv } from "@/lib/env";
import { BookingIsland } from "./booking-island";
import { compactDays } from "./compact-days";
import type { DayOption } from "@/lib/bookings/day-options";

type BookingPanelProps = { property: { id: string; isDemo: boolean; fullAddress: string }; days: DayOption[] };

/**
 * The booking form with its days, fee and card settings, as the booking and share pages embed it:
 * a server component around the form's island, which gets its days compacted.
 */
export function BookingPanel({ property, days }: BookingPanelProps) {
  const feeCents = feeFor(property);
  return (
    <Card>
      <CardContent className="pt-6">
        <BookingIsland
          propertyId={property.id}
          address={property.fullAddress}
          days={compactDays(days)}
          fee={formatUsd(feeCents)}
          publishableKey={clientEnv.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
        />
      </CardContent>
    </Card>
  );
}
