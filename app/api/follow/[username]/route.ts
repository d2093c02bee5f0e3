import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { followCreator, unfollowCreator } from "@/lib/gallery/follows";
import { followEndpoint, unfollowEndpoint } from "@/lib/gallery/endpoints";

const limit = { followChangesPerUser: "user" } as const;

export const POST = apiRoute(followEndpoint, { access: "user", limit }, async ({ user, params }) =>
  NextResponse.json(await followCreator(getDb(), user.id, params.username)),
);

export const DELETE = apiRoute(unfollowEndpoint, { access: "user", limit }, async ({ user, params }) =>
  NextResponse.json(await unfollowCreator(getDb(), user.id, params.username)),
);
