import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import { findListedProperty } from "@/lib/bookings/public-property";
import { PROPERTY_NOT_FOUND } from "@/lib/properties/unavailable-messages";
import { recordBookingPageView } from "@/lib/stats/booking-page-views";

/** The booking page's beacon: counts the visitor's view (once a day; bots not at all). */
export const POST = apiRoute({ access: "public", params: z.object({ id: z.string() }) }, async ({ params, req }) => {
  const db = getDb();
  const property = await findListedProperty(db, params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  await recordBookingPageView(db, property.id, req.headers);
  return new NextResponse(null, { status: 204 });
});
