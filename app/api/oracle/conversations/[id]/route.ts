import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteConversation, getConversation, renameConversation } from "@/lib/oracle/conversations";
import { deleteConversationEndpoint, getConversationEndpoint, renameConversationEndpoint } from "@/lib/oracle/endpoints";
import { assertSideAppAccess } from "@/lib/side-apps/access";

export const GET = apiRoute(getConversationEndpoint, { access: "user" }, async ({ user, params }) => {
  await assertSideAppAccess("oracle");
  return NextResponse.json(await getConversation(getDb(), { userId: user.id, id: params.id }));
});

export const PUT = apiRoute(
  renameConversationEndpoint,
  { access: "user" },
  async ({ user, params, body }) => {
    await assertSideAppAccess("oracle");
    const conversation = await renameConversation(getDb(), { userId: user.id, id: params.id, title: body.title });
    return NextResponse.json({ conversation });
  },
);

export const DELETE = apiRoute(deleteConversationEndpoint, { access: "user" }, async ({ user, params }) => {
  await assertSideAppAccess("oracle");
  await deleteConversation(getDb(), { userId: user.id, id: params.id });
  return new NextResponse(null, { status: 204 });
});
