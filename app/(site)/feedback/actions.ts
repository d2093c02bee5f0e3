"use server";

import { revalidatePath } from "next/cache";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { AppError } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { findManagedBooking, MANAGE_LINK_INVALID } from "@/lib/showings/booker-actions";
import { FEEDBACK_LINK_INVALID, FEEDBACK_THANKS, findFeedbackBooking, submitFeedback } from "@/lib/showings/feedback";
import { feedbackFormSchema } from "@/lib/showings/feedback-schema";

// The form is anonymous: its link is its only credential, checked again here. Limited per
// connection (declared) and per showing whichever link is used (spent here: the showing is
// known only once the link is looked up).
export const feedbackAction = publicAction(
  feedbackFormSchema,
  async ({ link, token, ...answer }) => {
    const db = getDb();
    const managed = link === "feedback" ? await findFeedbackBooking(db, token) : await findManagedBooking(db, token);
    if (!managed) throw new AppError("not_found", link === "feedback" ? FEEDBACK_LINK_INVALID : MANAGE_LINK_INVALID);
    await consumeRateLimit("feedbackPerBooking", managed.booking.id);
    await submitFeedback(db, managed.booking.id, answer);
    revalidatePath(link === "feedback" ? `/feedback/${token}` : `/bookings/manage/${token}`);
    return { ok: true, data: undefined, message: FEEDBACK_THANKS };
  },
  { limit: { signedLinksPerIp: "ip" } },
);
