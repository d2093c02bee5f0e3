import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reportImage } from "@/lib/gallery/reports";
import { imageIdParams } from "@/lib/gallery/route-params";
import { reportImageSchema } from "@/lib/gallery/schemas";

export const POST = apiRoute(
  { access: "user", params: imageIdParams, body: reportImageSchema, limit: { imageReportsPerUser: "user" } },
  async ({ user, params, body }) => {
    await reportImage(getDb(), user.id, params.id, body.reason);
    return NextResponse.json({ ok: true }, { status: 201 });
  },
);
