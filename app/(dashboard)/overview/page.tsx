import type { Metadata } from "next";
import { ImageGeneratorPanel } from "@/components/gallery/image-generator-panel";
import { OverviewPanel } from "@/components/overview/overview-panel";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { getDashboardStats, listRecentActivity } from "@/lib/dashboard/overview";
import { agentScope } from "@/lib/auth/scope";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const user = await requireUser();
  const db = getDb();
  const [stats, activity] = await Promise.all([getDashboardStats(db, agentScope(user.id), new Date()), listRecentActivity(db, agentScope(user.id))]);
  return (
    <DashboardSection title="Overview" description="Your properties and showings at a glance.">
      <OverviewPanel stats={stats} activity={activity} />
      <ImageGeneratorPanel db={db} userId={user.id} />
    </DashboardSection>
  );
}
