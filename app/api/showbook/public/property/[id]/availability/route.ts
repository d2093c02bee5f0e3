import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findListedProperty } from "@/lib/bookings/public-property";
import { PROPERTY_NOT_FOUND } from "@/lib/properties/unavailable-messages";

export const GET = apiRoute({ access: "public", params: z.object({ id: z.string() }) }, async ({ params }) => {
  const db = getDb();
  const property = await findListedProperty(db, params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  return NextResponse.json(await loadPropertyAvailability(db, property), { headers: { "cache-control": "no-store" } });
});
