import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { recentImagesEndpoint } from "@/lib/gallery/endpoints";
import { listRecentImages } from "@/lib/gallery/recent-images";

/** The signed-in user's own newest images (private ones too), so nobody else may ask. */
export const GET = apiRoute(recentImagesEndpoint, { access: "user" }, async ({ user, params }) => {
  if (params.userId !== user.id) throw new AppError("forbidden", "You can only see your own recent images");
  return NextResponse.json({ images: await listRecentImages(getDb(), user.id) });
});
