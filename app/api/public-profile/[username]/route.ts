import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getPublicProfile } from "@/lib/gallery/public-profile";
import { publicProfileEndpoint } from "@/lib/gallery/endpoints";

export const GET = apiRoute(publicProfileEndpoint, { access: "public" }, async ({ params, query }) => {
  const { profile, images, next_cursor } = await getPublicProfile(getDb(), params.username, query.cursor);
  return NextResponse.json({ profile, images, next_cursor });
});
