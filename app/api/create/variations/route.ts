import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { generateVariations, generateVariationsSchema } from "@/lib/create/generate-variations";
import { configuredImageProvider } from "@/lib/gallery/providers/configured-provider";
import { assertSideAppAccess } from "@/lib/side-apps/access";
import { getFileStorage } from "@/lib/storage/file-storage";

/** /create's batch: several variations of one prompt, each spending a credit like the gallery's generator. */
export const POST = apiRoute({ access: "user", body: generateVariationsSchema }, async ({ user, body }) => {
  await assertSideAppAccess("create");
  await consumeRateLimit("imageGenerationsPerUser", user.id, body.count);
  const services = { provider: configuredImageProvider(), storage: getFileStorage() };
  return NextResponse.json(await generateVariations(getDb(), services, user.id, body), { status: 201 });
});
