import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import { loadDayOptions } from "@/lib/bookings/cached-day-options";
import { findListedProperty } from "@/lib/bookings/public-property";
import { PROPERTY_NOT_FOUND } from "@/lib/properties/unavailable-messages";

/** The bookable days and slots as the booking form shows them, now: the form asks when the booker picks a date. */
export const GET = apiRoute({ access: "public", params: z.object({ id: z.string() }) }, async ({ params }) => {
  const property = await findListedProperty(getDb(), params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  return NextResponse.json({ days: await loadDayOptions(property) }, { headers: { "cache-control": "no-store" } });
});
