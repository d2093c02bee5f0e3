import { Card, CardContent } from "@/components/ui/card";
import type { PropertyAvailability } from "@/lib/bookings/property-availability";
import { feeFor } from "@/lib/payments/fees";
import { formatUsd } from "@/lib/constants";
import { clientEnv } from "@/lib/env";
import { BookingForm } from "./booking-form";
import { toDayOptions } from "./slot-options";

type BookingPanelProps = { property: { id: string; isDemo: boolean }; availability: PropertyAvailability };

/** The booking form with its days, fee and card settings, as the booking and share pages embed it. */
export function BookingPanel({ property, availability }: BookingPanelProps) {
  const feeCents = feeFor(property);
  return (
    <Card>
      <CardContent className="pt-6">
        <BookingForm
          propertyId={property.id}
          days={toDayOptions(availability.days, availability.availability.timezone)}
          fee={formatUsd(feeCents)}
          feeCents={feeCents}
          publishableKey={clientEnv.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
        />
      </CardContent>
    </Card>
  );
}
