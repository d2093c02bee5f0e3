import "server-only";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { DeclaredLimits } from "@/lib/rate-limit/rate-limit";
import { OCCUPANT_PREFERENCES_LINK_INVALID, openOccupantPreferencesLink, type OccupantSubject } from "@/lib/residents/preferences-link";
import { activeUnsuitableTimes, addUnsuitableTime, removeUnsuitableTime, type UnsuitableTimeRow } from "./preferences";
import type { UnsuitableTimeInput } from "./schemas";

/**
 * What the resident's page shows: the address of their own home, its zone and the times they
 * gave. Nothing of bookers, of other listings, or of access (lockbox, instructions).
 */
export type ResidentPreferencesPage = { address: string; timeZone: string; times: UnsuitableTimeRow[] };

/** The resident's changes through one link, and from one address: spent by each add and remove. */
export const RESIDENT_CHANGE_LIMITS: DeclaredLimits<{ input: { token: string } }> = {
  signedLinksPerIp: "ip",
  occupantPreferenceChangesPerLink: ({ input }) => input.token,
};

async function subjectOf(db: Db, token: string, now: Date): Promise<OccupantSubject> {
  const opened = await openOccupantPreferencesLink(db, token, now);
  if (!opened) throw new AppError("not_found", OCCUPANT_PREFERENCES_LINK_INVALID);
  return { propertyId: opened.property.id, residentId: opened.resident.id };
}

/** The page behind a link, or null when the link opens nothing. */
export async function residentPreferencesPage(db: Db, token: string, now: Date): Promise<ResidentPreferencesPage | null> {
  const opened = await openOccupantPreferencesLink(db, token, now);
  if (!opened) return null;
  const times = await activeUnsuitableTimes(db, { propertyId: opened.property.id, residentId: opened.resident.id });
  return { address: opened.property.fullAddress, timeZone: opened.property.timezone, times };
}

/** The resident adds a time that never suits, through their link. */
export async function addTimeByLink(db: Db, token: string, rule: UnsuitableTimeInput, now: Date): Promise<UnsuitableTimeRow> {
  return addUnsuitableTime(db, await subjectOf(db, token, now), rule, now);
}

/** The resident removes one of their times, through their link. */
export async function removeTimeByLink(db: Db, token: string, ruleId: string, now: Date): Promise<void> {
  await removeUnsuitableTime(db, await subjectOf(db, token, now), ruleId, now);
}
