import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { removeAssistant } from "@/lib/offices/assistants";
import { removeAssistantEndpoint } from "@/lib/offices/sharing-endpoints";

export const DELETE = apiRoute(removeAssistantEndpoint, { access: "user" }, async ({ user, params }) => {
  await removeAssistant(getDb(), user, params.id, new Date());
  return NextResponse.json({ ok: true });
});
