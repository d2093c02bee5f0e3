import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { everyAgentForAdmin, scopeIncludes } from "@/lib/auth/scope";
import { getUserProfile } from "@/lib/auth/users";

const params = z.object({ uid: z.uuid("Failed to load user profile") });

/** The account area's profile: only one's own, or any for an admin. */
export const GET = apiRoute({ access: "user", params }, async ({ user, params }) => {
  if (!scopeIncludes(everyAgentForAdmin(user), params.uid)) throw new AppError("forbidden", "You can only read your own profile");
  const profile = await getUserProfile(getDb(), params.uid);
  return NextResponse.json({
    uid: profile.id,
    email: profile.email,
    anonymous_username: profile.anonymousUsername,
    bio: profile.bio,
  });
});
