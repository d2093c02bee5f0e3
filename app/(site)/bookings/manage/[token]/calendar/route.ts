import { z } from "zod";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { buildIcs, icsFilename, showingEventOf } from "@/lib/booking-rules/calendar";
import { findManagedBooking, MANAGE_LINK_INVALID } from "@/lib/showings/booker-actions";

const params = z.object({ token: z.string().max(200) });

/**
 * The booker's calendar file as the showing stands now: the UID of the file from the success
 * page, its SEQUENCE raised by each move and by a cancellation, so opening it updates the event
 * the booker's calendar already has. The manage link is the credential, as for the page.
 */
export const GET = apiRoute({ access: "public", params, limit: { signedLinksPerIp: "ip" } }, async ({ params }) => {
  const managed = await findManagedBooking(getDb(), params.token);
  if (!managed) throw new AppError("not_found", MANAGE_LINK_INVALID);
  const { booking, property } = managed;
  return new Response(buildIcs(showingEventOf(booking, property)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFilename(booking.confirmationNumber)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
