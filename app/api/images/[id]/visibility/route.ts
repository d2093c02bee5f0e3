import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { setImageVisibilityEndpoint } from "@/lib/gallery/endpoints";
import { setOwnImageVisibility } from "@/lib/gallery/manage-images";

export const PATCH = apiRoute(
  setImageVisibilityEndpoint,
  { access: "user" },
  async ({ user, params, body }) => {
    await setOwnImageVisibility(getDb(), user.id, params.id, body.visibility);
    return NextResponse.json({ id: params.id, visibility: body.visibility });
  },
);
