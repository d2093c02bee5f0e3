import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getAgentProfile, updateAgentProfile } from "@/lib/agent-profile/agent-profile";
import { agentProfileSchema } from "@/lib/agent-profile/schemas";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";

export const GET = apiRoute({ access: "user" }, async ({ user }) =>
  NextResponse.json({ profile: await getAgentProfile(getDb(), user) }),
);

export const PUT = apiRoute({ access: "user", body: agentProfileSchema }, async ({ user, body }) => {
  const profile = await updateAgentProfile(getDb(), user, body);
  expirePublicProperties();
  return NextResponse.json({ profile });
});
