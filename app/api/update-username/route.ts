import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { updateUsernameSchema } from "@/lib/auth/schemas";
import { updateUsername } from "@/lib/auth/users";

export const PATCH = apiRoute({ access: "user", body: updateUsernameSchema }, async ({ user, body }) => {
  await updateUsername(getDb(), user.id, body.newUsername);
  return NextResponse.json({ anonymous_username: body.newUsername });
});
