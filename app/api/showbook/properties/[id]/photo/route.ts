import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { MAX_PROPERTY_PHOTO_BYTES, PHOTO_MESSAGES } from "@/lib/properties/photo-rules";
import { removePropertyPhoto, setPropertyPhoto } from "@/lib/properties/property-photo";
import { getFileStorage } from "@/lib/storage/file-storage";

const params = z.object({ id: z.string() });

// Room for the multipart envelope around a photo of the maximum size.
const MAX_BODY_BYTES = MAX_PROPERTY_PHOTO_BYTES + 64 * 1024;

/** Uploads the property's photo (multipart/form-data, field "file"), replacing the one it had. */
export const POST = apiRoute(
  { access: "user", params, maxBodyBytes: MAX_BODY_BYTES, limit: { propertyPhotosPerUser: "user" } },
  async ({ req, user, params }) => {
    const form = await req.formData().catch(() => {
      throw new AppError("bad_request", 'Send the photo as multipart/form-data in the field "file".');
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", PHOTO_MESSAGES.missing);
    const propertyPhoto = await setPropertyPhoto(getDb(), getFileStorage(), await actingScope(getDb(), user), params.id, Buffer.from(await file.arrayBuffer()));
    expirePublicProperties();
    return NextResponse.json({ propertyPhoto }, { status: 201 });
  },
);

export const DELETE = apiRoute({ access: "user", params }, async ({ user, params }) => {
  await removePropertyPhoto(getDb(), getFileStorage(), await actingScope(getDb(), user), params.id);
  expirePublicProperties();
  return NextResponse.json({ ok: true });
});
