import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { getStripe } from "@/lib/payments/stripe";
import { deleteProperty } from "@/lib/properties/delete-property";
import { removeStoredPhoto } from "@/lib/properties/property-photo";
import { updateProperty } from "@/lib/properties/update-property";
import { getFileStorage } from "@/lib/storage/file-storage";
import { deletePropertyEndpoint, updatePropertyEndpoint } from "@/lib/properties/endpoints";

export const PUT = apiRoute(updatePropertyEndpoint, { access: "user" }, async ({ user, params, body }) => {
  const property = await updateProperty(getDb(), await actingScope(getDb(), user), params.id, body);
  expirePublicProperties();
  return NextResponse.json({ property });
});

export const DELETE = apiRoute(deletePropertyEndpoint, { access: "user" }, async ({ user, params }) => {
  const { deletedPhoto, ...result } = await deleteProperty(getDb(), getStripe(), await actingScope(getDb(), user), params.id);
  expirePublicProperties();
  await removeStoredPhoto(getFileStorage(), deletedPhoto);
  return NextResponse.json({ ok: true, ...result });
});
