import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, properties } from "@/db/schema";
import { isUuid } from "@/lib/ids";
import { publicPropertyAnswerSchema, publicPropertyColumns, type PublicProperty } from "./public-property-projection";
import { BOOKED_STATUSES } from "@/lib/vocabulary/booking-status";

/** A public property plus the owning agent's id, which bookings need and visitors never see. */
export type BookableProperty = PublicProperty & { agentId: string };

/** What a visitor gets of a bookable property: the answer's schema keeps its fields and drops the rest (the agent's id). */
export const toPublicProperty = (property: BookableProperty): PublicProperty => publicPropertyAnswerSchema.parse(property);

const bookableColumns = {
  ...publicPropertyColumns,
  agentId: properties.agentId,
  usePublicProfile: properties.usePublicProfile,
  agentName: agentProfiles.agentName,
  agentPhone: agentProfiles.agentPhone,
  archivedAt: properties.archivedAt,
};

/** Looks a property up by id or by slug, the two forms a booking link takes; an archived property is gone. */
export async function findPublicProperty(db: Db, idOrSlug: string): Promise<BookableProperty | null> {
  const found = await findPropertyIncludingArchived(db, idOrSlug);
  return found && !found.archived ? found.property : null;
}

/** The lookup behind findPublicProperty, telling archived properties apart from unknown ones. */
export async function findPropertyIncludingArchived(
  db: Db,
  idOrSlug: string,
): Promise<{ property: BookableProperty; archived: boolean } | null> {
  const where = isUuid(idOrSlug) ? eq(properties.id, idOrSlug) : eq(properties.slug, idOrSlug);
  return findOne(db, where);
}

/**
 * A property whose booking, share or embed link can no longer book (unlisted, or archived by a
 * delete), which its old links lead to (`/property-unavailable/{id}`); null for a listed one or
 * anything that is no property.
 */
export async function findUnavailableProperty(db: Db, idOrSlug: string): Promise<BookableProperty | null> {
  const found = await findPropertyIncludingArchived(db, idOrSlug);
  return found && (found.archived || found.property.status !== "listed") ? found.property : null;
}

export const propertyUnavailablePath = (property: Pick<BookableProperty, "id">) => `/property-unavailable/${property.id}`;

/** A property visitors may look at: unknown, unlisted and archived ones alike are null, as the share page answers. */
export async function findListedProperty(db: Db, idOrSlug: string): Promise<BookableProperty | null> {
  const property = await findPublicProperty(db, idOrSlug);
  return property?.status === "listed" ? property : null;
}

export async function findPublicPropertyBySlug(db: Db, slug: string): Promise<BookableProperty | null> {
  const found = await findOne(db, eq(properties.slug, slug));
  return found && !found.archived ? found.property : null;
}

async function findOne(db: Db, where: ReturnType<typeof eq>): Promise<{ property: BookableProperty; archived: boolean } | null> {
  const [row] = await db
    .select(bookableColumns)
    .from(properties)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, properties.agentId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { usePublicProfile, agentName, agentPhone, archivedAt, ...property } = row;
  const hasProfile = usePublicProfile && Boolean(agentName || agentPhone);
  return {
    property: { ...property, agent: hasProfile ? { name: agentName ?? "", phone: agentPhone ?? "" } : null },
    archived: archivedAt !== null,
  };
}

/** Showings booked for a property: everything that went through, not holds or refusals. */
export async function countBookings(db: Db, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(
      and(eq(bookings.propertyId, propertyId), inArray(bookings.status, BOOKED_STATUSES)),
    );
  return row?.value ?? 0;
}

export const SHARE_PLATFORMS = ["facebook", "twitter", "linkedin", "email", "copy"] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

const listedSlug = (slug: string) => and(eq(properties.slug, slug), eq(properties.status, "listed"), isNull(properties.archivedAt));

/** The listed property behind a share link, or null: the share page's view and share counters count only those. */
export async function findListedPropertyIdBySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(listedSlug(slug));
  return row?.id ?? null;
}

/** Counts one share of the page on a platform; false when no listed property has that slug. */
export async function recordShare(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ shareCount: sql`${properties.shareCount} + 1` })
    .where(listedSlug(slug))
    .returning({ id: properties.id });
  return rows.length > 0;
}
