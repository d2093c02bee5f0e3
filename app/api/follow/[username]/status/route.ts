import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { followState } from "@/lib/gallery/follows";
import { followStatusEndpoint } from "@/lib/gallery/endpoints";

export const GET = apiRoute(followStatusEndpoint, { access: "user" }, async ({ user, params }) =>
  NextResponse.json(await followState(getDb(), user.id, params.username)),
);
