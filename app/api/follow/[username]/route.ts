import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { followCreator, unfollowCreator } from "@/lib/gallery/follows";
import { usernameParams } from "@/lib/gallery/route-params";

export const POST = apiRoute({ access: "user", params: usernameParams }, async ({ user, params }) => {
  await consumeRateLimit("followChangesPerUser", user.id);
  await followCreator(getDb(), user.id, params.username);
  return NextResponse.json({ isFollowing: true });
});

export const DELETE = apiRoute({ access: "user", params: usernameParams }, async ({ user, params }) => {
  await consumeRateLimit("followChangesPerUser", user.id);
  await unfollowCreator(getDb(), user.id, params.username);
  return NextResponse.json({ isFollowing: false });
});
