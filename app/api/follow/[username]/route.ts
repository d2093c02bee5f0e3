import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { followCreator, unfollowCreator } from "@/lib/gallery/follows";
import { usernameParams } from "@/lib/gallery/route-params";

const limit = { followChangesPerUser: "user" } as const;

export const POST = apiRoute({ access: "user", params: usernameParams, limit }, async ({ user, params }) =>
  NextResponse.json(await followCreator(getDb(), user.id, params.username)),
);

export const DELETE = apiRoute({ access: "user", params: usernameParams, limit }, async ({ user, params }) =>
  NextResponse.json(await unfollowCreator(getDb(), user.id, params.username)),
);
