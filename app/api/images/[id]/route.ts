import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteOwnImage } from "@/lib/gallery/manage-images";
import { scheduleImageFileRemoval } from "@/lib/gallery/remove-image-files";
import { imageIdParams } from "@/lib/gallery/route-params";

export const DELETE = apiRoute({ access: "user", params: imageIdParams }, async ({ user, params }) => {
  await scheduleImageFileRemoval(await deleteOwnImage(getDb(), user.id, params.id));
  return NextResponse.json({ ok: true });
});
