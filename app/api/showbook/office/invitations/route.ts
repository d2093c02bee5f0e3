import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { inviteEndpoint } from "@/lib/offices/endpoints";
import { inviteToOffice } from "@/lib/offices/invitations";

export const POST = apiRoute(inviteEndpoint, { access: "user" }, async ({ user, body }) =>
  NextResponse.json({ invitation: await inviteToOffice(getDb(), user, body, new Date()) }, { status: 201 }),
);
