import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { actingScope } from "@/lib/auth/acting-scope";
import { renewOccupantPreferencesLink } from "@/lib/occupant-preferences/agent";
import { renewOccupantLinkEndpoint } from "@/lib/occupant-preferences/schemas";

/** A new link for the resident; the old one opens nothing from now on. */
export const POST = apiRoute(renewOccupantLinkEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ url: await renewOccupantPreferencesLink(getDb(), await actingScope(getDb(), user), params.id, new Date()) }),
);
