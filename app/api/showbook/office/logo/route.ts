import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import { removeOfficeLogoEndpoint, uploadOfficeLogoEndpoint } from "@/lib/offices/endpoints";
import { readOfficeLogo, removeOfficeLogo, setOfficeLogo } from "@/lib/offices/logo";
import { MAX_PROPERTY_PHOTO_BYTES } from "@/lib/properties/photo-rules";
import { getFileStorage } from "@/lib/storage/file-storage";

// Room for the multipart envelope around an image of the maximum size.
const MAX_BODY_BYTES = MAX_PROPERTY_PHOTO_BYTES + 64 * 1024;

/** The logo of the signed-in member's office (the dashboard header's `?v=` changes with each upload). */
export const GET = apiRoute({ access: "user" }, async ({ user }) => {
  const logo = await readOfficeLogo(getDb(), getFileStorage(), user.id);
  if (!logo) throw notFound("The office has no logo");
  return new Response(Buffer.from(logo.body), {
    headers: { "content-type": logo.contentType, "cache-control": "private, max-age=3600", "x-content-type-options": "nosniff" },
  });
});

/** A manager uploads the office's logo (multipart/form-data, field "file"), replacing the one it had. */
export const POST = apiRoute(
  uploadOfficeLogoEndpoint,
  { access: "user", maxBodyBytes: MAX_BODY_BYTES, limit: { propertyPhotosPerUser: "user" } },
  async ({ user, body: { file } }) => {
    await setOfficeLogo(getDb(), getFileStorage(), user.id, Buffer.from(await file.arrayBuffer()));
    return NextResponse.json({ ok: true }, { status: 201 });
  },
);

export const DELETE = apiRoute(removeOfficeLogoEndpoint, { access: "user" }, async ({ user }) => {
  await removeOfficeLogo(getDb(), getFileStorage(), user.id);
  return NextResponse.json({ ok: true });
});
