import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listPublicImages } from "@/lib/gallery/list-images";
import { allImagesEndpoint } from "@/lib/gallery/endpoints";

export const GET = apiRoute(allImagesEndpoint, { access: "public" }, async ({ query }) =>
  NextResponse.json(await listPublicImages(getDb(), {}, { cursor: query.cursor })),
);
