import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { createDb, type Db } from "@/db/client";
import { agentProfiles, landlords, properties, residents, users } from "@/db/schema";
import { seedDemoShowings } from "./seed-showings";
import { hashPassword } from "@/lib/auth/password";
import { composeFullAddress } from "@/lib/properties/format";
import { SCHEDULE_PRESETS, defaultSchedule } from "@/lib/availability/weekly-schedule";

export const DEMO_EMAIL = "demo@showbook.app";
export const DEMO_PASSWORD = "showbook-demo";

// Fixed slugs make the demo properties findable, so a second run adds nothing.
const DEMO_SLUGS = {
  vacant: "demoVacantListingOakStreet0000000demo",
  occupied: "demoTenantOccupiedLakeside000000demo",
  unlisted: "demoUnlistedHillsideCottage00000demo",
};

const address = (addressLine1: string, unitNumber: string, city: string, zipCode: string) => {
  const parts = { addressLine1, unitNumber, city, state: "CA", zipCode };
  return { ...parts, fullAddress: composeFullAddress(parts), timezone: "America/Los_Angeles" };
};

/** The demo agent's profile and three properties: vacant and listed, tenant-occupied with owner and resident, unlisted. */
async function seedDemoDashboard(db: Db, agentId: string) {
  await db
    .insert(agentProfiles)
    .values({
      userId: agentId,
      agentName: "Dana Demo",
      agentPhone: "(415) 555-0134",
      agentEmail: DEMO_EMAIL,
      agentLicense: "DRE #01234567",
      agentBrokerage: "Showbook Demo Realty",
    })
    .onConflictDoNothing({ target: agentProfiles.userId });

  const [existing] = await db.select({ id: properties.id }).from(properties).where(eq(properties.slug, DEMO_SLUGS.vacant));
  if (existing) return;

  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(landlords)
      .values({
        agentId,
        firstName: "Olivia",
        lastName: "Park",
        phone: "(510) 555-0142",
        email: "olivia.park@example.com",
        mailingAddressLine1: "88 Grand Ave",
        mailingCity: "Oakland",
        mailingState: "CA",
        mailingZip: "94612",
      })
      .returning();
    const [resident] = await tx
      .insert(residents)
      .values({
        agentId,
        firstName: "Marcus",
        lastName: "Lee",
        phone: "(510) 555-0177",
        email: "marcus.lee@example.com",
        leaseStartDate: "2025-02-01",
        leaseEndDate: "2026-07-31",
        monthlyRent: "2850.00",
        securityDeposit: "2850.00",
        electronicNoticeConsentAt: new Date("2025-02-01T17:00:00Z"),
        electronicNoticeConsentEvidence: "Lease addendum: notices by e-mail and SMS, signed with the lease",
      })
      .returning();

    await tx.insert(properties).values([
      {
        agentId,
        slug: DEMO_SLUGS.vacant,
        ...address("1420 Oak Street", "", "San Francisco", "94117"),
        customAvailability: defaultSchedule(),
        bufferTimeMinutes: 15,
        privateShowingInstructions: "Lockbox on the side gate, code 2468.",
      },
      {
        agentId,
        slug: DEMO_SLUGS.occupied,
        ...address("350 Lakeside Drive", "4B", "Oakland", "94612"),
        customAvailability: SCHEDULE_PRESETS[0].schedule(),
        bufferTimeMinutes: 30,
        advanceNoticeHours: 48,
        occupancyStatus: "resident",
        privateShowingInstructions: "Tenant works from home; knock before entering.",
        landlordId: owner.id,
        residentId: resident.id,
        residentType: "tenant",
      },
      {
        agentId,
        slug: DEMO_SLUGS.unlisted,
        ...address("77 Hillside Lane", "", "Berkeley", "94704"),
        customAvailability: SCHEDULE_PRESETS[2].schedule(),
        status: "unlisted",
      },
    ]);
  });
}

/** Creates the demo agent and its dashboard once; a second run leaves existing data alone. */
export async function seedDatabase(url: string): Promise<void> {
  const { db, sql } = createDb(url, 1, "seed");
  try {
    await db
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        anonymousUsername: "BrightHarbor42",
        bio: "Demo listing agent for Showbook.",
      })
      .onConflictDoNothing({ target: users.email });
    // The demo address is the product's own: verified, so the demo shows no verify-your-e-mail banner.
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.email, DEMO_EMAIL), isNull(users.emailVerifiedAt)));
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    await seedDemoDashboard(db, demo.id);

    // Issue 6: the demo agent's showings, notices, contacts and prospects.
    await seedDemoShowings(db, demo.id, DEMO_SLUGS);
  } finally {
    await sql.end();
  }
}
