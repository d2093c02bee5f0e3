import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { loadSharePage, SHARE_NOT_FOUND } from "@/lib/bookings/share-page";

export const GET = apiRoute({ access: "public", params: z.object({ slug: z.string() }) }, async ({ params }) => {
  const page = await loadSharePage(getDb(), params.slug);
  if (!page) throw notFound(SHARE_NOT_FOUND);
  const { property, viewCount, shareCount, bookingCount } = page;
  return NextResponse.json({ property, view_count: viewCount, share_count: shareCount, booking_count: bookingCount });
});
