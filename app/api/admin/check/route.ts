import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";

/** Signed in is enough to ask; the answer says whether the account is in ADMIN_EMAILS. */
export const GET = apiRoute({ access: "user" }, ({ user }) => NextResponse.json({ isAdmin: user.isAdmin }));
