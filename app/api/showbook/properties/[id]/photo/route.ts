import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { removePropertyPhotoEndpoint, uploadPropertyPhotoEndpoint } from "@/lib/properties/endpoints";
import { MAX_PROPERTY_PHOTO_BYTES } from "@/lib/properties/photo-rules";
import { removePropertyPhoto, setPropertyPhoto } from "@/lib/properties/property-photo";
import { getFileStorage } from "@/lib/storage/file-storage";

// Room for the multipart envelope around a photo of the maximum size.
const MAX_BODY_BYTES = MAX_PROPERTY_PHOTO_BYTES + 64 * 1024;

/** Uploads the property's photo (multipart/form-data, field "file"), replacing the one it had. */
export const POST = apiRoute(
  uploadPropertyPhotoEndpoint,
  { access: "user", maxBodyBytes: MAX_BODY_BYTES, limit: { propertyPhotosPerUser: "user" } },
  async ({ user, params, body: { file } }) => {
    const propertyPhoto = await setPropertyPhoto(getDb(), getFileStorage(), await actingScope(getDb(), user), params.id, Buffer.from(await file.arrayBuffer()));
    expirePublicProperties();
    return NextResponse.json({ propertyPhoto }, { status: 201 });
  },
);

export const DELETE = apiRoute(removePropertyPhotoEndpoint, { access: "user" }, async ({ user, params }) => {
  await removePropertyPhoto(getDb(), getFileStorage(), await actingScope(getDb(), user), params.id);
  expirePublicProperties();
  return NextResponse.json({ ok: true });
});
