"use server";

import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { expirePublicProperties } from "@/lib/bookings/cached-public-property";
import { addTimeByLink, removeTimeByLink, RESIDENT_CHANGE_LIMITS } from "@/lib/occupant-preferences/resident";
import { addUnsuitableTimeInput, removeUnsuitableTimeInput } from "@/lib/occupant-preferences/schemas";
import { unsuitableTimeText } from "@/lib/availability/unsuitable-times";

/** The resident adds a time that never suits, through their link. */
export const addUnsuitableTimeAction = publicAction(
  addUnsuitableTimeInput,
  async ({ token, rule }) => {
    await addTimeByLink(getDb(), token, rule, new Date());
    expirePublicProperties();
    return { ok: true, data: undefined, message: `Added: ${unsuitableTimeText(rule)}. These times are no longer offered to visitors.` };
  },
  { limit: RESIDENT_CHANGE_LIMITS },
);

/** The resident removes one of their times, through their link. */
export const removeUnsuitableTimeAction = publicAction(
  removeUnsuitableTimeInput,
  async ({ token, ruleId }) => {
    await removeTimeByLink(getDb(), token, ruleId, new Date());
    expirePublicProperties();
    return { ok: true, data: undefined, message: "Removed. Visitors can book those times again." };
  },
  { limit: RESIDENT_CHANGE_LIMITS },
);
