import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { actingScope } from "@/lib/auth/acting-scope";
import { occupantPreferencesForAgent } from "@/lib/occupant-preferences/agent";
import { occupantPreferencesEndpoint } from "@/lib/occupant-preferences/schemas";

/** The resident's times that never suit (the record, removed ones included) and their current link. */
export const GET = apiRoute(occupantPreferencesEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json({ occupantPreferences: await occupantPreferencesForAgent(getDb(), await actingScope(getDb(), user), params.id, new Date()) }),
);
