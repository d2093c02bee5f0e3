import { z } from "zod";
import { isIsoDate } from "@/lib/time/iso-date";

/** The unguessable manage token is the booker's only credential; each action checks it again. */
export const manageTokenSchema = z.object({ token: z.string().min(1).max(100) });

/** The new slot of a booker's move. */
export const rescheduleSchema = z.object({
  date: z.string().refine(isIsoDate, "Please select a showing date"),
  time: z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, "Please select a showing time"),
});

/** The manage page's move: its token and the new slot. */
export const rescheduleFormSchema = manageTokenSchema.extend(rescheduleSchema.shape);
