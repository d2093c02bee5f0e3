import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { occupantPreferenceLinks, properties, residents, type Property, type Resident } from "@/db/schema";
import { readListingLink, signListingLink } from "@/lib/auth/signed-token";
import { daysAfter } from "@/lib/time/durations";

export const OCCUPANT_PREFERENCES_PURPOSE = "occupant-preferences";
/** How long one signed link opens the page; each link the agent sends is a fresh one. */
export const OCCUPANT_PREFERENCES_LINK_DAYS = 90;
export const OCCUPANT_PREFERENCES_LINK_INVALID =
  "This link is invalid, expired or was replaced. Please ask the listing agent for a new one.";

/** The listing and its resident: the two a preferences link is bound to. */
export type OccupantSubject = { propertyId: string; residentId: string };

/** The current link version of a resident's preferences at a listing, created at 1 the first time it is asked for. */
export async function currentLinkVersion(db: DbOrTx, { propertyId, residentId }: OccupantSubject): Promise<number> {
  await db.insert(occupantPreferenceLinks).values({ propertyId, residentId }).onConflictDoNothing();
  const [row] = await db
    .select({ version: occupantPreferenceLinks.linkVersion })
    .from(occupantPreferenceLinks)
    .where(and(eq(occupantPreferenceLinks.propertyId, propertyId), eq(occupantPreferenceLinks.residentId, residentId)));
  return row.version;
}

/** Raises the version, so every link signed before opens nothing; returns the new version. */
export async function raiseLinkVersion(db: DbOrTx, subject: OccupantSubject, now: Date): Promise<number> {
  await currentLinkVersion(db, subject);
  const [row] = await db
    .update(occupantPreferenceLinks)
    .set({ linkVersion: sql`${occupantPreferenceLinks.linkVersion} + 1`, updatedAt: now })
    .where(and(eq(occupantPreferenceLinks.propertyId, subject.propertyId), eq(occupantPreferenceLinks.residentId, subject.residentId)))
    .returning({ version: occupantPreferenceLinks.linkVersion });
  return row.version;
}

/** The resident's signed preferences link at `version`, valid for OCCUPANT_PREFERENCES_LINK_DAYS from `now`. */
export function occupantPreferencesUrl({ propertyId, residentId }: OccupantSubject, version: number, appUrl: string, now: Date): string {
  const token = signListingLink(OCCUPANT_PREFERENCES_PURPOSE, { propertyId, personId: residentId, version }, daysAfter(now, OCCUPANT_PREFERENCES_LINK_DAYS));
  return `${appUrl}/occupant-preferences/${token}`;
}

/**
 * The listing and resident a preferences link opens, or null when the link is forged, altered,
 * expired, of an older version (renewed), its resident no longer lives there (another resident,
 * or the unit is vacant), or the listing was archived.
 */
export async function openOccupantPreferencesLink(db: DbOrTx, token: string, now: Date): Promise<{ property: Property; resident: Resident } | null> {
  const link = readListingLink(token, OCCUPANT_PREFERENCES_PURPOSE, now);
  if (!link) return null;
  const { propertyId, personId: residentId, version } = link;
  const [found] = await db
    .select({ property: properties, resident: residents })
    .from(occupantPreferenceLinks)
    .innerJoin(properties, eq(properties.id, occupantPreferenceLinks.propertyId))
    .innerJoin(residents, eq(residents.id, occupantPreferenceLinks.residentId))
    .where(
      and(
        eq(occupantPreferenceLinks.propertyId, propertyId),
        eq(occupantPreferenceLinks.residentId, residentId),
        eq(occupantPreferenceLinks.linkVersion, version),
        eq(properties.residentId, residentId),
        eq(properties.occupancyStatus, "resident"),
        isNull(properties.archivedAt),
      ),
    );
  return found ?? null;
}
