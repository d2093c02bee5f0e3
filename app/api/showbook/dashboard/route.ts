import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getDashboardStats, listRecentActivity } from "@/lib/dashboard/overview";

export const GET = apiRoute({ access: "user" }, async ({ user }) => {
  const db = getDb();
  const [stats, activity] = await Promise.all([getDashboardStats(db, user, new Date()), listRecentActivity(db, user)]);
  return NextResponse.json({ stats, activity });
});
