import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { findListedPropertyIdBySlug } from "@/lib/bookings/public-property";
import { SHARE_NOT_FOUND } from "@/lib/bookings/share-page";
import { countBookingPageViews, recordBookingPageView } from "@/lib/stats/booking-page-views";

/** Counts the visitor's view (once a day, as every view is counted) and answers the property's views. */
export const POST = apiRoute({ access: "public", params: z.object({ slug: z.string() }) }, async ({ params, req }) => {
  const db = getDb();
  const propertyId = await findListedPropertyIdBySlug(db, params.slug);
  if (!propertyId) throw notFound(SHARE_NOT_FOUND);
  await recordBookingPageView(db, propertyId, req.headers);
  return NextResponse.json({ view_count: await countBookingPageViews(db, propertyId) });
});
