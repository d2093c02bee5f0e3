import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getDashboardStats, listRecentActivity } from "@/lib/dashboard/overview";
import { agentScope } from "@/lib/auth/scope";

export const GET = apiRoute({ access: "user" }, async ({ user }) => {
  const db = getDb();
  const [stats, activity] = await Promise.all([getDashboardStats(db, agentScope(user.id), new Date()), listRecentActivity(db, agentScope(user.id))]);
  return NextResponse.json({ stats, activity });
});
