import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getPublicProfile } from "@/lib/gallery/public-profile";
import { usernameParams } from "@/lib/gallery/route-params";
import { pageQuerySchema } from "@/lib/gallery/schemas";

export const GET = apiRoute({ access: "public", params: usernameParams, query: pageQuerySchema }, async ({ params, query }) => {
  const { profile, images, next_cursor } = await getPublicProfile(getDb(), params.username, query.cursor);
  return NextResponse.json({ profile, images, next_cursor });
});
