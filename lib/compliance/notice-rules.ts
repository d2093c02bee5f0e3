import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { properties, residents } from "@/db/schema";
import type { SlotRule } from "@/lib/availability/compute-slots";
import { slotRulesFor } from "./rules";

type NoticeProperty = { id: string; occupancyStatus: string; timezone: string };

/** Whether the property's resident agreed in writing to notice by e-mail and SMS. */
export async function hasElectronicNoticeConsent(db: DbOrTx, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ consentAt: residents.electronicNoticeConsentAt })
    .from(properties)
    .innerJoin(residents, eq(residents.id, properties.residentId))
    .where(eq(properties.id, propertyId));
  return Boolean(row?.consentAt);
}

/** The slot rules of a property, with what its resident agreed to: every booking path uses these. */
export async function loadSlotRules(db: DbOrTx, property: NoticeProperty, now: Date): Promise<SlotRule[]> {
  if (property.occupancyStatus !== "resident") return [];
  return slotRulesFor(property, { now, electronicConsent: await hasElectronicNoticeConsent(db, property.id) });
}
