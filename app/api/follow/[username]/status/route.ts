import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { followState } from "@/lib/gallery/follows";
import { usernameParams } from "@/lib/gallery/route-params";

export const GET = apiRoute({ access: "user", params: usernameParams }, async ({ user, params }) =>
  NextResponse.json(await followState(getDb(), user.id, params.username)),
);
