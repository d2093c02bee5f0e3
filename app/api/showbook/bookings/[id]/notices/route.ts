import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { manualNoticeSchema } from "@/lib/showings/manual-notice-schema";
import { recordManualNotice } from "@/lib/showings/record-manual-notice";
import { everyAgentForAdmin } from "@/lib/auth/scope";

/** Records a notice the agent gave the resident by hand: door posting, delivery in person, or oral. */
export const POST = apiRoute(
  { access: "user", params: z.object({ id: z.uuid("Booking not found") }), body: manualNoticeSchema },
  async ({ user, params, body }) =>
    NextResponse.json({ notice: await recordManualNotice(getDb(), everyAgentForAdmin(user), params.id, body) }, { status: 201 }),
);
