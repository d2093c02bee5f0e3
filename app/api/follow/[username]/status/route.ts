import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { isFollowingCreator } from "@/lib/gallery/follows";
import { usernameParams } from "@/lib/gallery/route-params";

export const GET = apiRoute({ access: "user", params: usernameParams }, async ({ user, params }) =>
  NextResponse.json({ isFollowing: await isFollowingCreator(getDb(), user.id, params.username) }),
);
