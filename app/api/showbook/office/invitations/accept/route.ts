import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { acceptInvitationEndpoint } from "@/lib/offices/endpoints";
import { acceptInvitation } from "@/lib/offices/invitations";

export const POST = apiRoute(acceptInvitationEndpoint, { access: "user", limit: { officeInvitationOpensPerIp: "ip" } }, async ({ user, body }) => {
  const { officeId, role } = await acceptInvitation(getDb(), user, body.token, new Date());
  return NextResponse.json({ office: { id: officeId }, role });
});
