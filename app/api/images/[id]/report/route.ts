import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reportImageEndpoint } from "@/lib/gallery/endpoints";
import { reportImage } from "@/lib/gallery/reports";

export const POST = apiRoute(reportImageEndpoint, { access: "user", limit: { imageReportsPerUser: "user" } }, async ({ user, params, body }) => {
  await reportImage(getDb(), user.id, params.id, body.reason);
  return NextResponse.json({ ok: true }, { status: 201 });
});
