import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { generateImageSchema } from "./generate-input";
import { imageIdParams, recentImagesParams, reportIdParams, usernameParams } from "./route-params";
import {
  checkoutAnswerSchema,
  followAnswerSchema,
  generateImageAnswerSchema,
  imagesAnswerSchema,
  imagesPageAnswerSchema,
  pageQuerySchema,
  reportImageSchema,
  resolveReportSchema,
  searchQuerySchema,
  visibilitySchema,
} from "./schemas";

/** The /overview generator: one image for one credit. */
export const generateImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/generate-image",
  body: generateImageSchema,
  answer: generateImageAnswerSchema,
});

/** Any signed-in user reports an image to the admins, with a reason. */
export const reportImageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/images/[id]/report",
  params: imageIdParams,
  body: reportImageSchema,
});

const done = z.object({ ok: z.literal(true) });

/** The owner makes an image public or private. */
export const setImageVisibilityEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/images/[id]/visibility",
  params: imageIdParams,
  body: visibilitySchema,
  answer: z.object({ id: z.string(), visibility: visibilitySchema.shape.visibility }),
});

/** The owner deletes an image of their own. */
export const deleteImageEndpoint = defineEndpoint({ method: "DELETE", path: "/api/images/[id]", params: imageIdParams, answer: done });

/** The signed-in user's newest images, private ones too. */
export const recentImagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/recent-images/[userId]",
  params: recentImagesParams,
  answer: imagesAnswerSchema,
});

/** Whether the signed-in user follows a creator, and the creator's follower count. */
export const followStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/follow/[username]/status",
  params: usernameParams,
  answer: followAnswerSchema,
});

export const followEndpoint = defineEndpoint({ method: "POST", path: "/api/follow/[username]", params: usernameParams, answer: followAnswerSchema });

export const unfollowEndpoint = defineEndpoint({ method: "DELETE", path: "/api/follow/[username]", params: usernameParams, answer: followAnswerSchema });

/** An admin deletes any image. */
export const adminDeleteImageEndpoint = defineEndpoint({ method: "DELETE", path: "/api/admin/images/[id]", params: imageIdParams, answer: done });

/** An admin hides the reported image or dismisses the report. */
export const resolveReportEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/reports/[id]",
  params: reportIdParams,
  body: resolveReportSchema,
  answer: done,
});

/** Starts a Stripe Checkout for the subscription or a credit pack (in mock mode, adds the credits). */
export const billingCheckoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/billing/checkout",
  body: z.object({ kind: z.enum(["subscription", "pack"], "kind must be subscription or pack") }),
  answer: checkoutAnswerSchema,
});

/** Opens the Stripe billing portal of a subscriber. */
export const billingPortalEndpoint = defineEndpoint({ method: "POST", path: "/api/billing/portal", answer: checkoutAnswerSchema });

/** The public gallery, newest first, a page at a time. */
export const allImagesEndpoint = defineEndpoint({ method: "GET", path: "/api/all-images", query: pageQuerySchema, answer: imagesPageAnswerSchema });

/** The public gallery searched (spec §3: query, creator, sortBy), a page at a time. */
export const searchImagesEndpoint = defineEndpoint({ method: "GET", path: "/api/search-images", query: searchQuerySchema, answer: imagesPageAnswerSchema });

/** The private studio's list: one's own images, public and private. */
export const ownImagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user-images/[uid]",
  params: z.object({ uid: z.uuid("User not found") }),
  query: pageQuerySchema,
  answer: imagesPageAnswerSchema,
});

/** A creator's profile and public images, a page at a time (infinite scroll reads the images). */
export const publicProfileEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/public-profile/[username]",
  params: usernameParams,
  query: pageQuerySchema,
  answer: imagesPageAnswerSchema,
});
