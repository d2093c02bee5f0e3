import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { setOwnImageVisibility } from "@/lib/gallery/manage-images";
import { imageIdParams } from "@/lib/gallery/route-params";
import { visibilitySchema } from "@/lib/gallery/schemas";

export const PATCH = apiRoute(
  { access: "user", params: imageIdParams, body: visibilitySchema },
  async ({ user, params, body }) => {
    await setOwnImageVisibility(getDb(), user.id, params.id, body.visibility);
    return NextResponse.json({ id: params.id, visibility: body.visibility });
  },
);
