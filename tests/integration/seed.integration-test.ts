import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { agentProfiles, landlords, properties, propertyPeople, propertyWithPeople, residents, users } from "@/db/schema";
import { DEMO_EMAIL, seedDatabase } from "@/scripts/seed";
import { useTestDb as openTestDb } from "./db";

const db = openTestDb();

describe("[seed] demo dashboard", () => {
  it("gives the demo agent a profile and three properties, and a second run duplicates nothing", async () => {
    await seedDatabase(inject("databaseUrl"));
    // A demo account seeded before it was marked verified is verified by the next run.
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, DEMO_EMAIL));
    await seedDatabase(inject("databaseUrl"));
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    // The demo's address is the product's own: verified, so no banner asks to verify it.
    expect(demo.emailVerifiedAt).toBeInstanceOf(Date);
    const demoProperties = await db
      .select(propertyWithPeople)
      .from(properties)
      .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
      .where(eq(properties.agentId, demo.id));

    expect(demoProperties).toHaveLength(3);
    expect(demoProperties.filter((p) => p.status === "listed" && p.occupancyStatus === "vacant")).toHaveLength(1);
    expect(demoProperties.filter((p) => p.status === "unlisted")).toHaveLength(1);
    const occupied = demoProperties.find((p) => p.occupancyStatus === "resident");
    expect(occupied).toMatchObject({ ownerFirstName: "Olivia", residentFirstName: "Marcus", residentType: "tenant" });
    expect(occupied?.landlordId).toBeTruthy();
    expect(occupied?.residentId).toBeTruthy();

    expect(await db.select().from(landlords).where(eq(landlords.agentId, demo.id))).toHaveLength(1);
    expect(await db.select().from(residents).where(eq(residents.agentId, demo.id))).toHaveLength(1);
    expect(await db.select().from(agentProfiles).where(eq(agentProfiles.userId, demo.id))).toEqual([
      expect.objectContaining({ agentName: "Dana Demo" }),
    ]);
  });
});
