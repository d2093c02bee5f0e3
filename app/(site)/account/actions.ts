"use server";

import { getDb } from "@/db/client";
import { userAction } from "@/lib/api/action";
import { updateSettingsSchema, updateBioSchema } from "@/lib/auth/schemas";
import { updateBio, updateUserSettings } from "@/lib/auth/users";

export const updateBioAction = userAction(updateBioSchema, async (input, user) => {
  await updateBio(getDb(), user.id, input);
  return { ok: true, data: undefined, message: "User info updated successfully!" };
});

export const updateSettingsAction = userAction(updateSettingsSchema, async (input, user) => {
  await updateUserSettings(getDb(), user.id, input);
  return { ok: true, data: undefined, message: "Settings saved" };
});
