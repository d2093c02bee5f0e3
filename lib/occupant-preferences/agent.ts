import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties, residents, type NewNotification, type Property, type Resident } from "@/db/schema";
import { inScope, type Scope } from "@/lib/auth/scope";
import { renderEmail } from "@/lib/email/render";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { FOOTER } from "@/lib/notifications/booking-plan";
import { queueNotifications } from "@/lib/notifications/queue-notifications";
import { notArchived } from "@/lib/properties/archived";
import { APP_NAME } from "@/lib/constants";
import { currentLinkVersion, occupantPreferencesUrl, raiseLinkVersion, type OccupantSubject } from "@/lib/residents/preferences-link";
import { unsuitableTimesRecord, type UnsuitableTimeRow } from "./preferences";

const NOT_FOUND = "Property not found";
export const NO_RESIDENT_MESSAGE = "Link a resident to this tenant-occupied property first: the preferences are theirs.";
export const RESIDENT_UNREACHABLE_MESSAGE = "The resident has no e-mail address or phone number to send the link to.";

/** The agent's property (in scope, not archived, occupied) with its resident; the preferences need both. */
async function occupiedListing(db: Db, scope: Scope, propertyId: string): Promise<{ property: Property; resident: Resident }> {
  if (!isUuid(propertyId)) throw new AppError("not_found", NOT_FOUND);
  const [found] = await db
    .select({ property: properties, resident: residents })
    .from(properties)
    .leftJoin(residents, eq(residents.id, properties.residentId))
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id), notArchived));
  if (!found) throw new AppError("not_found", NOT_FOUND);
  if (!found.resident || found.property.occupancyStatus !== "resident") throw new AppError("conflict", NO_RESIDENT_MESSAGE);
  return { property: found.property, resident: found.resident };
}

const subjectOf = (property: Property, resident: Resident): OccupantSubject => ({ propertyId: property.id, residentId: resident.id });
const residentName = (resident: Resident) => `${resident.firstName} ${resident.lastName}`.trim();

export type OccupantPreferencesView = {
  propertyId: string;
  address: string;
  timeZone: string;
  residentName: string;
  /** Whether "Send link" reaches the resident (an e-mail address or a phone number). */
  reachable: boolean;
  url: string;
  /** Every time the resident gave, removed ones with when they were removed: the record. */
  record: UnsuitableTimeRow[];
};

/** The agent's view: the resident's current link and the record of what they set, and when. */
export async function occupantPreferencesForAgent(db: Db, scope: Scope, propertyId: string, now: Date): Promise<OccupantPreferencesView> {
  const { property, resident } = await occupiedListing(db, scope, propertyId);
  const subject = subjectOf(property, resident);
  return {
    propertyId: property.id,
    address: property.fullAddress,
    timeZone: property.timezone,
    residentName: residentName(resident),
    reachable: Boolean(resident.email || resident.phone),
    url: occupantPreferencesUrl(subject, await currentLinkVersion(db, subject), env().APP_URL, now),
    record: await unsuitableTimesRecord(db, subject),
  };
}

/** A new link for the resident; every link given before opens nothing from now on. */
export async function renewOccupantPreferencesLink(db: Db, scope: Scope, propertyId: string, now: Date): Promise<string> {
  const { property, resident } = await occupiedListing(db, scope, propertyId);
  const subject = subjectOf(property, resident);
  return occupantPreferencesUrl(subject, await raiseLinkVersion(db, subject, now), env().APP_URL, now);
}

/** The resident's link by e-mail and SMS (where they have an address and a number), through the outbox. */
export async function planOccupantPreferencesLink(property: Property, resident: Resident, url: string): Promise<NewNotification[]> {
  const recipient = { agentId: property.agentId, kind: "occupant_preferences_link", template: "occupant_preferences_link", recipientRole: "resident", recipientName: residentName(resident), essential: false } as const;
  const rows: NewNotification[] = [];
  if (resident.email) {
    const content = {
      subject: `Times that never suit you for showings: ${property.fullAddress}`,
      heading: "When should nobody come to show your home?",
      paragraphs: [
        `Your listing agent shows ${property.fullAddress}. Tell them which times never suit you, for example weekday mornings, and those times will no longer be offered to visitors.`,
        "Showings already booked are not cancelled by it. This link is yours: do not forward it.",
      ],
      links: [{ label: "Choose times that never suit", href: url }],
      footer: FOOTER,
    };
    const { html, text } = await renderEmail(content);
    rows.push({ ...recipient, channel: "email", recipientAddress: resident.email, subject: content.subject, body: text, html });
  }
  if (resident.phone) {
    rows.push({ ...recipient, channel: "sms", recipientAddress: resident.phone, body: `${APP_NAME}: tell your listing agent which times never suit showings at your home: ${url}` });
  }
  return rows;
}

/** The agent's "Send link": the resident's current link, by e-mail and SMS. */
export async function sendOccupantPreferencesLink(db: Db, scope: Scope, propertyId: string, now: Date): Promise<void> {
  const { property, resident } = await occupiedListing(db, scope, propertyId);
  const subject = subjectOf(property, resident);
  await db.transaction(async (tx) => {
    const url = occupantPreferencesUrl(subject, await currentLinkVersion(tx, subject), env().APP_URL, now);
    const rows = await planOccupantPreferencesLink(property, resident, url);
    if (!rows.length) throw new AppError("conflict", RESIDENT_UNREACHABLE_MESSAGE);
    await queueNotifications(tx, rows);
  });
}
