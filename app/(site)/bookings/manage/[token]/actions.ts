"use server";

import { revalidatePath } from "next/cache";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { cancelByBooker, rescheduledMessage, rescheduleByBooker } from "@/lib/showings/booker-actions";
import { manageTokenSchema, rescheduleFormSchema } from "@/lib/showings/manage-schemas";

export const cancelBookingAction = publicAction(manageTokenSchema, async (input) => {
  await cancelByBooker(getDb(), input.token);
  revalidatePath(`/bookings/manage/${input.token}`);
  return { ok: true, data: undefined, message: "Your showing is cancelled." };
});

export const rescheduleBookingAction = publicAction(rescheduleFormSchema, async ({ token: value, ...slot }) => {
  const moved = await rescheduleByBooker(getDb(), value, slot);
  revalidatePath(`/bookings/manage/${value}`);
  return { ok: true, data: undefined, message: rescheduledMessage(moved) };
});
