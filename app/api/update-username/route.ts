import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { updateUsernameEndpoint } from "@/lib/account/endpoints";
import { updateUsername } from "@/lib/auth/users";

export const PATCH = apiRoute(updateUsernameEndpoint, { access: "user" }, async ({ user, body }) => {
  await updateUsername(getDb(), user.id, body.newUsername);
  return NextResponse.json({ anonymous_username: body.newUsername });
});
