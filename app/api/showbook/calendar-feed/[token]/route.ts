import { createHash } from "node:crypto";
import { z } from "zod";
import { getDb } from "@/db/client";
import { calendarFeedFor } from "@/lib/agent-calendar/calendar-feeds";
import { AppError } from "@/lib/api/errors";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/request-ip";

const NOT_FOUND = "This calendar address is not valid. Copy the current one from your profile page.";
const params = z.object({ token: z.string() });

/** The agent's showings as an iCalendar subscription: anonymous, so rate limited per address and per token. */
export const GET = apiRoute({ access: "public", params }, async ({ req, params }) => {
  if (!params.token.endsWith(".ics") || params.token.length > 200) throw new AppError("not_found", NOT_FOUND);
  const token = params.token.slice(0, -".ics".length);
  const ip = clientIp(req.headers);
  if (ip) await consumeRateLimit("calendarFeedsPerIp", ip);
  await consumeRateLimit("calendarFeedsPerToken", createHash("sha256").update(token).digest("base64url"));
  const calendar = await calendarFeedFor(getDb(), token);
  if (!calendar) throw new AppError("not_found", NOT_FOUND);
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="showbook-showings.ics"',
      "Cache-Control": "private, no-cache",
    },
  });
});
