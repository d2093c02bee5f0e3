import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import { ImageGenerator } from "@/components/gallery/image-generator";
import { OverviewPanel } from "@/components/overview/overview-panel";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { getCreditBalance } from "@/lib/credits/ledger";
import { getDashboardStats, listRecentActivity } from "@/lib/dashboard/overview";
import { env } from "@/lib/env";
import { listRecentImages } from "@/lib/gallery/recent-images";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const db = getDb();
  const [stats, activity, credits, images] = await Promise.all([
    getDashboardStats(db, scope, new Date()),
    listRecentActivity(db, scope),
    getCreditBalance(db, user.id),
    listRecentImages(db, user.id),
  ]);
  return (
    <DashboardSection title="Overview" description="Your properties and showings at a glance.">
      <OverviewPanel stats={stats} activity={activity} />
      {/* The image generator with Recent Generations: the user's balance and newest images. */}
      <ImageGenerator
        userId={user.id}
        initialCredits={credits}
        initialImages={images}
        previewProvider={env().IMAGE_PROVIDER === "preview"}
        showProviderSetup={user.isAdmin}
      />
    </DashboardSection>
  );
}
