import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { CreateStudio } from "@/components/create/create-studio";
import { AccessGate } from "@/components/side-apps/access-gate";
import { getCreditBalance } from "@/lib/credits/ledger";
import { env } from "@/lib/env";
import { listRecentImages } from "@/lib/gallery/recent-images";
import { loadSideAppPage } from "@/lib/side-apps/access";

export const metadata: Metadata = { title: "Image Studio", robots: { index: false } };

export default async function CreatePage() {
  const { user, unlocked } = await loadSideAppPage("create");
  if (!unlocked) return <AccessGate app="create" />;
  const db = getDb();
  const [credits, images] = await Promise.all([getCreditBalance(db, user.id), listRecentImages(db, user.id)]);
  return (
    <CreateStudio userId={user.id} initialCredits={credits} initialImages={images} previewProvider={env().IMAGE_PROVIDER === "preview"} />
  );
}
