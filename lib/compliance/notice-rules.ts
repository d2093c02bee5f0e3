import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { properties, residents } from "@/db/schema";

/** What the property's resident agreed to in writing, with the dates; nulls when there is no resident. */
export async function loadResidentConsents(
  db: DbOrTx,
  propertyId: string,
): Promise<{ electronicConsentAt: Date | null; otherHoursConsentAt: Date | null }> {
  const [row] = await db
    .select({ electronicConsentAt: residents.electronicNoticeConsentAt, otherHoursConsentAt: residents.otherHoursConsentAt })
    .from(properties)
    .innerJoin(residents, eq(residents.id, properties.residentId))
    .where(eq(properties.id, propertyId));
  return row ?? { electronicConsentAt: null, otherHoursConsentAt: null };
}

/** Whether the property's resident agreed in writing to notice by e-mail and SMS. */
export async function hasElectronicNoticeConsent(db: DbOrTx, propertyId: string): Promise<boolean> {
  return Boolean((await loadResidentConsents(db, propertyId)).electronicConsentAt);
}
