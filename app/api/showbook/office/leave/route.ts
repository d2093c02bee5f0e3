import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { leaveOfficeEndpoint } from "@/lib/offices/endpoints";
import { leaveOffice } from "@/lib/offices/members";

export const POST = apiRoute(leaveOfficeEndpoint, { access: "user" }, async ({ user, body }) => {
  await leaveOffice(getDb(), user.id, body, new Date());
  return NextResponse.json({ ok: true });
});
