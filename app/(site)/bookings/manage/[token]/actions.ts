"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { cancelByBooker, rescheduledMessage, rescheduleByBooker, rescheduleSchema } from "@/lib/showings/booker-actions";

// The unguessable manage token is the booker's only credential; each action checks it again.
const token = z.object({ token: z.string().min(1).max(100) });

export const cancelBookingAction = publicAction(token, async (input) => {
  await cancelByBooker(getDb(), input.token);
  revalidatePath(`/bookings/manage/${input.token}`);
  return { ok: true, data: undefined, message: "Your showing is cancelled." };
});

export const rescheduleBookingAction = publicAction(token.extend(rescheduleSchema.shape), async ({ token: value, ...slot }) => {
  const moved = await rescheduleByBooker(getDb(), value, slot);
  revalidatePath(`/bookings/manage/${value}`);
  return { ok: true, data: undefined, message: rescheduledMessage(moved) };
});
