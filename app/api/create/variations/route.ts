import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { generateVariationsEndpoint } from "@/lib/create/endpoints";
import { generateVariations } from "@/lib/create/generate-variations";
import { configuredImageProvider } from "@/lib/gallery/providers/configured-provider";
import { assertSideAppAccess } from "@/lib/side-apps/access";
import { getFileStorage } from "@/lib/storage/file-storage";

/** /create's batch: several variations of one prompt, each spending a credit like the gallery's generator. */
export const POST = apiRoute(
  generateVariationsEndpoint,
  // Each variation counts against the generator's limit, as it spends a credit.
  { access: "user", limit: { imageGenerationsPerUser: { key: "user", points: ({ body }) => body.count } } },
  async ({ user, body }) => {
    await assertSideAppAccess("create");
    const services = { provider: configuredImageProvider(), storage: getFileStorage() };
    return NextResponse.json(await generateVariations(getDb(), services, user.id, body), { status: 201 });
  },
);
