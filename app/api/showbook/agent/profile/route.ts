import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getAgentProfile, updateAgentProfile } from "@/lib/agent-profile/agent-profile";
import { updateAgentProfileEndpoint } from "@/lib/agent-profile/endpoints";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ profile: await getAgentProfile(getDb(), user) }),
);

export const PUT = apiRoute(updateAgentProfileEndpoint, { access: "user" }, async ({ user, body }) => {
  const profile = await updateAgentProfile(getDb(), user, body);
  expirePublicProperties();
  return NextResponse.json({ profile });
});
