"use client";

import { useMemo, type ComponentProps } from "react";
import { BookingForm } from "./booking-form";
import { expandDays, type CompactDays } from "./compact-days";

type BookingIslandProps = Omit<ComponentProps<typeof BookingForm>, "days"> & { days: CompactDays };

/** The booking pages' one interactive part, the form, given its days in the compact form the page serialises. */
export function BookingIsland({ days, ...form }: BookingIslandProps) {
  const expanded = useMemo(() => expandDays(days), [days]);
  return <BookingForm days={expanded} {...form} />;
}
