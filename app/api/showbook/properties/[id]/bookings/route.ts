import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listPropertyBookings } from "@/lib/bookings/list-property-bookings";
import { everyAgentForAdmin } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user", params: z.object({ id: z.string() }) }, async ({ user, params }) =>
  NextResponse.json({ bookings: await listPropertyBookings(getDb(), everyAgentForAdmin(user), params.id) }),
);
