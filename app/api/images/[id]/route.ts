import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteImageEndpoint } from "@/lib/gallery/endpoints";
import { deleteOwnImage } from "@/lib/gallery/manage-images";
import { scheduleImageFileRemoval } from "@/lib/gallery/remove-image-files";

export const DELETE = apiRoute(deleteImageEndpoint, { access: "user" }, async ({ user, params }) => {
  await scheduleImageFileRemoval(await deleteOwnImage(getDb(), user.id, params.id));
  return NextResponse.json({ ok: true });
});
