import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { updateMemberEndpoint } from "@/lib/offices/endpoints";
import { updateMember } from "@/lib/offices/members";

export const PATCH = apiRoute(updateMemberEndpoint, { access: "user" }, async ({ user, params, body }) => {
  await updateMember(getDb(), user.id, params.userId, body);
  return NextResponse.json({ ok: true });
});
