import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { listOwnImages } from "@/lib/gallery/list-images";
import { ownImagesEndpoint } from "@/lib/gallery/endpoints";

export const GET = apiRoute(ownImagesEndpoint, { access: "user" }, async ({ user, params, query }) => {
  if (params.uid !== user.id) throw new AppError("forbidden", "You can only list your own images");
  return NextResponse.json(await listOwnImages(getDb(), user.id, { cursor: query.cursor }));
});
