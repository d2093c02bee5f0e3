import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listPublicImages } from "@/lib/gallery/list-images";
import { searchImagesEndpoint } from "@/lib/gallery/endpoints";

export const GET = apiRoute(searchImagesEndpoint, { access: "public" }, async ({ query }) =>
  NextResponse.json(
    await listPublicImages(
      getDb(),
      { query: query.query, creator: query.creator },
      { sortBy: query.sortBy, cursor: query.cursor },
    ),
  ),
);
