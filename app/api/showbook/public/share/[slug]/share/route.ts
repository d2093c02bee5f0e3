import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { recordShare, SHARE_PLATFORMS } from "@/lib/bookings/public-property";
import { SHARE_NOT_FOUND } from "@/lib/bookings/share-page";

export const POST = apiRoute(
  { access: "public", params: z.object({ slug: z.string() }), body: z.object({ platform: z.enum(SHARE_PLATFORMS) }) },
  async ({ params }) => {
    if (!(await recordShare(getDb(), params.slug))) throw notFound(SHARE_NOT_FOUND);
    return new Response(null, { status: 204 });
  },
);
