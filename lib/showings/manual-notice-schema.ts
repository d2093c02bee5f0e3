import { z } from "zod";
import { MANUAL_NOTICE_METHODS } from "@/lib/compliance/manual-notice-methods";

/**
 * A notice the agent gave by hand, as the door-notice form and the API take it. The browser
 * checks the form with it too, so it imports nothing of the server. `givenAt` is the
 * property's wall-clock time ("2026-12-09T15:00", what the form's date-and-time field gives),
 * or an instant with its offset ("…Z", "…-08:00"); the server reads a time without an offset
 * in the property's zone, never the browser's or its own.
 */
export const manualNoticeSchema = z.object({
  method: z.enum(MANUAL_NOTICE_METHODS, { error: "Choose how the notice was given" }),
  givenAt: z.iso.datetime({ local: true, offset: true, error: "Enter when the notice was given" }),
  givenBy: z.string({ error: "Enter who gave the notice" }).trim().min(1, "Enter who gave the notice").max(200),
});
export type ManualNoticeInput = z.infer<typeof manualNoticeSchema>;
