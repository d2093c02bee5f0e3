import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { revokeInvitationEndpoint } from "@/lib/offices/endpoints";
import { revokeInvitation } from "@/lib/offices/invitations";

export const DELETE = apiRoute(revokeInvitationEndpoint, { access: "user" }, async ({ user, params }) => {
  await revokeInvitation(getDb(), user.id, params.id, new Date());
  return NextResponse.json({ ok: true });
});
