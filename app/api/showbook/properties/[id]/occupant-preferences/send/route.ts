import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { actingScope } from "@/lib/auth/acting-scope";
import { sendOccupantPreferencesLink } from "@/lib/occupant-preferences/agent";
import { sendOccupantLinkEndpoint } from "@/lib/occupant-preferences/schemas";

/** The resident's current link, by e-mail and SMS. */
export const POST = apiRoute(sendOccupantLinkEndpoint, { access: "user", limit: { occupantLinksPerUser: "user" } }, async ({ user, params }) => {
  await sendOccupantPreferencesLink(getDb(), await actingScope(getDb(), user), params.id, new Date());
  return NextResponse.json({ ok: true as const });
});
