import { z } from "zod";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/route";
import { recordShareView } from "@/lib/bookings/public-property";
import { SHARE_NOT_FOUND } from "@/lib/bookings/share-page";

export const POST = apiRoute({ access: "public", params: z.object({ slug: z.string() }) }, async ({ params }) => {
  if (!(await recordShareView(getDb(), params.slug))) throw notFound(SHARE_NOT_FOUND);
  return new Response(null, { status: 204 });
});
