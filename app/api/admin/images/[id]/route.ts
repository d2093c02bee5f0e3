import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { adminDeleteImageEndpoint } from "@/lib/gallery/endpoints";
import { deleteAnyImage } from "@/lib/gallery/manage-images";
import { scheduleImageFileRemoval } from "@/lib/gallery/remove-image-files";

export const DELETE = apiRoute(adminDeleteImageEndpoint, { access: "admin" }, async ({ params }) => {
  await scheduleImageFileRemoval(await deleteAnyImage(getDb(), params.id));
  return NextResponse.json({ ok: true });
});
