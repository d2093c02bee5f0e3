import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { landlords, properties, propertyPeople, propertyWithPeople, type Landlord, type PropertyWithPeople } from "@/db/schema";
import { inScope, type Scope } from "@/lib/auth/scope";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { queueNotifications } from "@/lib/notifications/queue-notifications";
import { ownerOf } from "@/lib/notifications/write-booking-notifications";
import { ownerDisplayName } from "@/lib/owners/schemas";
import { notArchived } from "@/lib/properties/archived";
import { planOwnerReportEmail } from "./digest";
import { currentLinkVersion, ownerReportUrl, raiseLinkVersion } from "./link";
import { loadOwnerReport, type OwnerReport } from "./report";

const NOT_FOUND = "Property not found";
export const NO_OWNER_MESSAGE = "Link an owner to this property first: the report is theirs.";
export const OWNER_OPTED_OUT_MESSAGE = "The owner has no e-mail address or opted out of e-mails from this listing.";

/** The agent's property (in scope, not archived) with its linked owner; the owner report needs both. */
async function reportListing(db: Db, scope: Scope, propertyId: string): Promise<{ property: PropertyWithPeople; landlord: Landlord }> {
  if (!isUuid(propertyId)) throw new AppError("not_found", NOT_FOUND);
  const [found] = await db
    .select({ property: propertyWithPeople, landlord: landlords })
    .from(properties)
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id), notArchived));
  if (!found) throw new AppError("not_found", NOT_FOUND);
  if (!found.landlord) throw new AppError("conflict", NO_OWNER_MESSAGE);
  return { property: found.property, landlord: found.landlord };
}

export type OwnerReportPreview = {
  propertyId: string;
  address: string;
  ownerName: string;
  /** Whether the weekly e-mail and "Send report now" reach the owner. */
  emailable: boolean;
  url: string;
  report: OwnerReport;
};

/** What the owner sees, for the agent: the report, the owner's current link and whether e-mail reaches them. */
export async function previewOwnerReport(db: Db, scope: Scope, propertyId: string, now: Date): Promise<OwnerReportPreview> {
  const { property, landlord } = await reportListing(db, scope, propertyId);
  const subject = { propertyId: property.id, landlordId: landlord.id };
  return {
    propertyId: property.id,
    address: property.fullAddress,
    ownerName: ownerDisplayName(landlord),
    emailable: ownerOf(property, landlord) !== null,
    url: ownerReportUrl(subject, await currentLinkVersion(db, subject), env().APP_URL, now),
    report: await loadOwnerReport(db, property, now),
  };
}

/** A new owner link; every link given before opens nothing from now on. */
export async function renewOwnerReportLink(db: Db, scope: Scope, propertyId: string, now: Date): Promise<string> {
  const { property, landlord } = await reportListing(db, scope, propertyId);
  const subject = { propertyId: property.id, landlordId: landlord.id };
  return ownerReportUrl(subject, await raiseLinkVersion(db, subject, now), env().APP_URL, now);
}

/** The agent's "Send report now": one report e-mail outside the weekly schedule, through the outbox. */
export async function sendOwnerReportNow(db: Db, scope: Scope, propertyId: string, now: Date): Promise<void> {
  const { property, landlord } = await reportListing(db, scope, propertyId);
  const owner = ownerOf(property, landlord);
  if (!owner) throw new AppError("conflict", OWNER_OPTED_OUT_MESSAGE);
  await db.transaction(async (tx) => {
    await queueNotifications(tx, [await planOwnerReportEmail(tx, property, landlord, owner.email, now, null)]);
  });
}
