import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { dateOverrideInputSchema } from "@/lib/properties/date-override-input";
import { createDateOverride, listDateOverrides } from "@/lib/properties/date-overrides";
import { everyAgentForAdmin } from "@/lib/auth/scope";

const params = z.object({ id: z.string() });

export const GET = apiRoute({ access: "user", params }, async ({ user, params }) =>
  NextResponse.json({ dateOverrides: await listDateOverrides(getDb(), everyAgentForAdmin(user), params.id) }),
);

/** Blocks a date or range, or gives it special hours; the answer lists the showings it displaces. */
export const POST = apiRoute({ access: "user", params, body: dateOverrideInputSchema }, async ({ user, params, body }) => {
  const dateOverride = await createDateOverride(getDb(), everyAgentForAdmin(user), params.id, body);
  return NextResponse.json({ dateOverride, affectedBookings: dateOverride.affectedBookings }, { status: 201 });
});
