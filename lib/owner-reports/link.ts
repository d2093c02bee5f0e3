import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { landlords, ownerReports, properties, type Landlord, type Property } from "@/db/schema";
import { readListingLink, signListingLink } from "@/lib/auth/signed-token";
import { daysAfter } from "@/lib/time/durations";

export const OWNER_REPORT_PURPOSE = "owner-report";
/** How long one signed link opens the report; the weekly e-mail brings a fresh one. */
export const OWNER_REPORT_LINK_DAYS = 90;
export const OWNER_REPORT_LINK_INVALID = "This report link is invalid, expired or was replaced. Please ask your listing agent for a new one.";

/** The listing and its linked owner: the two a report link is bound to. */
export type ReportSubject = { propertyId: string; landlordId: string };

/** The current link version of the owner's report of a listing, created at 1 the first time it is asked for. */
export async function currentLinkVersion(db: DbOrTx, { propertyId, landlordId }: ReportSubject): Promise<number> {
  await db.insert(ownerReports).values({ propertyId, landlordId }).onConflictDoNothing();
  const [row] = await db
    .select({ version: ownerReports.linkVersion })
    .from(ownerReports)
    .where(and(eq(ownerReports.propertyId, propertyId), eq(ownerReports.landlordId, landlordId)));
  return row.version;
}

/** Raises the version, so every link signed before opens nothing; returns the new version. */
export async function raiseLinkVersion(db: DbOrTx, subject: ReportSubject, now: Date): Promise<number> {
  await currentLinkVersion(db, subject);
  const [row] = await db
    .update(ownerReports)
    .set({ linkVersion: sql`${ownerReports.linkVersion} + 1`, updatedAt: now })
    .where(and(eq(ownerReports.propertyId, subject.propertyId), eq(ownerReports.landlordId, subject.landlordId)))
    .returning({ version: ownerReports.linkVersion });
  return row.version;
}

/** The owner's signed report link at `version`, valid for OWNER_REPORT_LINK_DAYS from `now`. */
export function ownerReportUrl({ propertyId, landlordId }: ReportSubject, version: number, appUrl: string, now: Date): string {
  const token = signListingLink(OWNER_REPORT_PURPOSE, { propertyId, personId: landlordId, version }, daysAfter(now, OWNER_REPORT_LINK_DAYS));
  return `${appUrl}/owner-report/${token}`;
}

/**
 * The listing and owner a report link opens, or null when the link is forged, altered, expired,
 * of an older version (renewed), or its owner is no longer the listing's owner, or the listing was archived.
 */
export async function openOwnerReportLink(db: Db, token: string, now: Date): Promise<{ property: Property; landlord: Landlord } | null> {
  const link = readListingLink(token, OWNER_REPORT_PURPOSE, now);
  if (!link) return null;
  const { propertyId, personId: landlordId, version } = link;
  const [found] = await db
    .select({ property: properties, landlord: landlords })
    .from(ownerReports)
    .innerJoin(properties, eq(properties.id, ownerReports.propertyId))
    .innerJoin(landlords, eq(landlords.id, ownerReports.landlordId))
    .where(
      and(
        eq(ownerReports.propertyId, propertyId),
        eq(ownerReports.landlordId, landlordId),
        eq(ownerReports.linkVersion, version),
        eq(properties.landlordId, landlordId),
        isNull(properties.archivedAt),
      ),
    );
  return found ?? null;
}
