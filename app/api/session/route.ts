import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";

/**
 * Who is signed in, for the header of prerendered pages: only what the header displays.
 * Nothing else may rely on this answer; every page, route and action checks the session itself.
 */
export const GET = apiRoute({ access: "public" }, ({ user }) =>
  NextResponse.json(
    { user: user ? { label: user.anonymousUsername || user.email } : null },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
