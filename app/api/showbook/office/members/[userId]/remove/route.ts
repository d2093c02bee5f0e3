import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { removeMemberEndpoint } from "@/lib/offices/endpoints";
import { removeMember } from "@/lib/offices/members";

export const POST = apiRoute(removeMemberEndpoint, { access: "user" }, async ({ user, params, body }) => {
  await removeMember(getDb(), user.id, params.userId, body, new Date());
  return NextResponse.json({ ok: true });
});
