import { createHash } from "node:crypto";
import { z } from "zod";
import { getDb } from "@/db/client";
import { calendarFeedFor } from "@/lib/agent-calendar/calendar-feeds";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";

const NOT_FOUND = "This calendar address is not valid. Copy the current one from your profile page.";
// The feed's token without ".ics", or null for an address no feed can have.
const params = z.object({
  token: z.string().transform((path) => (path.endsWith(".ics") && path.length <= 200 ? path.slice(0, -".ics".length) : null)),
});

/** The agent's showings as an iCalendar subscription: anonymous, so rate limited per address and per token. */
export const GET = apiRoute(
  {
    access: "public",
    params,
    limit: {
      calendarFeedsPerIp: "ip",
      calendarFeedsPerToken: ({ params }) => params.token && createHash("sha256").update(params.token).digest("base64url"),
    },
  },
  async ({ params }) => {
    if (!params.token) throw new AppError("not_found", NOT_FOUND);
    const calendar = await calendarFeedFor(getDb(), params.token);
    if (!calendar) throw new AppError("not_found", NOT_FOUND);
    return new Response(calendar, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="showbook-showings.ics"',
        "Cache-Control": "private, no-cache",
      },
    });
  },
);
