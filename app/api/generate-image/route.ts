import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { generateImage } from "@/lib/gallery/generate-image";
import { generateImageEndpoint } from "@/lib/gallery/endpoints";
import { configuredImageProvider } from "@/lib/gallery/providers/configured-provider";
import { getFileStorage } from "@/lib/storage/file-storage";

export const POST = apiRoute(generateImageEndpoint, { access: "user", limit: { imageGenerationsPerUser: "user" } }, async ({ user, body }) => {
  const services = { provider: configuredImageProvider(), storage: getFileStorage() };
  return NextResponse.json(await generateImage(getDb(), services, user.id, body), { status: 201 });
});
