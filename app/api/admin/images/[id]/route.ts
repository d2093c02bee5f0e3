import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteAnyImage } from "@/lib/gallery/manage-images";
import { scheduleImageFileRemoval } from "@/lib/gallery/remove-image-files";
import { imageIdParams } from "@/lib/gallery/route-params";

export const DELETE = apiRoute({ access: "admin", params: imageIdParams }, async ({ params }) => {
  await scheduleImageFileRemoval(await deleteAnyImage(getDb(), params.id));
  return NextResponse.json({ ok: true });
});
