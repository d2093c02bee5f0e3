import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { PHOTO_MESSAGES } from "./photo-rules";
import { dateOverrideInputSchema, dateOverrideSavedAnswerSchema, dateOverridesAnswerSchema } from "./date-override-input";
import { adminCreatePropertySchema, createPropertySchema, deletePropertyAnswerSchema, updatePropertySchema } from "./schemas";

const propertyParams = z.object({ id: z.string() });

export const createPropertyEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/properties", body: createPropertySchema });

/** An admin adds a property for another agent. */
export const adminCreatePropertyEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/admin/properties", body: adminCreatePropertySchema });

export const updatePropertyEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/properties/[id]",
  params: propertyParams,
  body: updatePropertySchema,
});

/** Deletes a property, or archives it when it has bookings (its upcoming showings are cancelled). */
export const deletePropertyEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/showbook/properties/[id]",
  params: propertyParams,
  answer: deletePropertyAnswerSchema,
});

export const listDateOverridesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/properties/[id]/date-overrides",
  params: propertyParams,
  answer: dateOverridesAnswerSchema,
});

/** Blocks dates or sets special hours; the answer names the bookings already on those dates. */
export const createDateOverrideEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/properties/[id]/date-overrides",
  params: propertyParams,
  body: dateOverrideInputSchema,
  answer: dateOverrideSavedAnswerSchema,
});

export const deleteDateOverrideEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/showbook/properties/[id]/date-overrides/[overrideId]",
  params: z.object({ id: z.string(), overrideId: z.string() }),
});

/** Uploads the property's photo (field "file"), replacing the one it had; the route caps its size and reads what its bytes are. */
export const uploadPropertyPhotoEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/properties/[id]/photo",
  params: propertyParams,
  form: z.object({ file: z.instanceof(File, { error: PHOTO_MESSAGES.missing }) }),
});

export const removePropertyPhotoEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/properties/[id]/photo", params: propertyParams });
