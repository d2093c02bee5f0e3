"use server";

import { revalidatePath } from "next/cache";
import { getDb } from "@/db/client";
import { userAction } from "@/lib/api/action";
import { updateSettingsSchema, updateUserInfoSchema } from "@/lib/auth/schemas";
import { updateUserInfo, updateUserSettings } from "@/lib/auth/users";

export const updateUserInfoAction = userAction(updateUserInfoSchema, async (input, user) => {
  await updateUserInfo(getDb(), user.id, input);
  revalidatePath("/", "layout");
  return { ok: true, data: undefined, message: "User info updated successfully!" };
});

export const updateSettingsAction = userAction(updateSettingsSchema, async (input, user) => {
  await updateUserSettings(getDb(), user.id, input);
  return { ok: true, data: undefined, message: "Settings saved" };
});
