import { z } from "zod";

/** The answer of "Renew owner link": the owner's new link. */
export const renewedOwnerLinkAnswerSchema = z.object({ url: z.string() });
/** The answer of "Send report now". */
export const sentOwnerReportAnswerSchema = z.object({ ok: z.literal(true) });
