import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { recordManualNotice } from "@/lib/showings/record-manual-notice";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { recordManualNoticeEndpoint } from "@/lib/showings/endpoints";

/** Records a notice the agent gave the resident by hand: door posting, delivery in person, or oral. */
export const POST = apiRoute(
  recordManualNoticeEndpoint,
  { access: "user" },
  async ({ user, params, body }) =>
    NextResponse.json({ notice: await recordManualNotice(getDb(), everyAgentForAdmin(user), params.id, body) }, { status: 201 }),
);
