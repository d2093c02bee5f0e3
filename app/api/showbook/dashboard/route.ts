import { NextResponse } from "next/server";
import { listScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getDashboardStats, listRecentActivity } from "@/lib/dashboard/overview";

export const GET = apiRoute({ access: "user" }, async ({ req, user }) => {
  const db = getDb();
  const [stats, activity] = await Promise.all([getDashboardStats(db, await listScope(getDb(), user, req), new Date()), listRecentActivity(db, await listScope(getDb(), user, req))]);
  return NextResponse.json({ stats, activity });
});
