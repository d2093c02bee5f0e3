import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { recordManualNotice } from "@/lib/showings/record-manual-notice";
import { recordManualNoticeEndpoint } from "@/lib/showings/endpoints";

/** Records a notice the agent gave the resident by hand: door posting, delivery in person, or oral. */
export const POST = apiRoute(
  recordManualNoticeEndpoint,
  { access: "user" },
  async ({ user, params, body }) =>
    NextResponse.json({ notice: await recordManualNotice(getDb(), await actingScope(getDb(), user), params.id, body) }, { status: 201 }),
);
