import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { listOwnImages } from "@/lib/gallery/list-images";
import { pageQuerySchema } from "@/lib/gallery/schemas";

const params = z.object({ uid: z.uuid("User not found") });

/** The private studio's list: one's own images, public and private. */
export const GET = apiRoute({ access: "user", params, query: pageQuerySchema }, async ({ user, params, query }) => {
  if (params.uid !== user.id) throw new AppError("forbidden", "You can only list your own images");
  return NextResponse.json(await listOwnImages(getDb(), user.id, { cursor: query.cursor }));
});
