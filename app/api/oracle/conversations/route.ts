import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createConversation, listConversations } from "@/lib/oracle/conversations";
import { listConversationsEndpoint } from "@/lib/oracle/endpoints";
import { assertSideAppAccess } from "@/lib/side-apps/access";

export const GET = apiRoute(listConversationsEndpoint, { access: "user" }, async ({ user }) => {
  await assertSideAppAccess("oracle");
  return NextResponse.json({ conversations: await listConversations(getDb(), user.id) });
});

export const POST = apiRoute({ access: "user" }, async ({ user }) => {
  await assertSideAppAccess("oracle");
  return NextResponse.json({ conversation: await createConversation(getDb(), user.id) }, { status: 201 });
});
