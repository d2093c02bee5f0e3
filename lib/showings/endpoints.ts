import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { manualNoticeSchema } from "./manual-notice-schema";

/** Records a notice the agent gave the resident by hand: door posting, delivery in person, or oral. */
export const recordManualNoticeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/notices",
  params: z.object({ id: z.uuid("Booking not found") }),
  body: manualNoticeSchema,
});
