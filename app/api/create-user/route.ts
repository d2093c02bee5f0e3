import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { confirmGalleryUser, createUserSchema } from "@/lib/gallery/confirm-gallery-user";

export const POST = apiRoute({ access: "user", body: createUserSchema }, async ({ user, body }) =>
  NextResponse.json(await confirmGalleryUser(getDb(), user, body)),
);
