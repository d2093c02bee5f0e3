import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listPublicImages } from "@/lib/gallery/list-images";
import { pageQuerySchema } from "@/lib/gallery/schemas";

export const GET = apiRoute({ access: "public", query: pageQuerySchema }, async ({ query }) =>
  NextResponse.json(await listPublicImages(getDb(), {}, { cursor: query.cursor })),
);
