import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { agentProfiles, bookings, landlords, properties, residents, type BookingStatus } from "@/db/schema";
import { listAgents } from "@/lib/admin/list-agents";
import { toAnswer } from "@/lib/api/answers";
import { getAgentProfile, updateAgentProfile } from "@/lib/agent-profile/agent-profile";
import { agentProfileSchema, PROFILE_REQUIRED_MESSAGE } from "@/lib/agent-profile/schemas";
import { createOwner, deleteOwner, listOwners, updateOwner } from "@/lib/owners/owners";
import { ownerSchema } from "@/lib/owners/schemas";
import { agentScope, allAgentsScope, type ActingUser, type AgentScope, type Scope } from "@/lib/auth/scope";
import { createProperty, createPropertyForAgent } from "@/lib/properties/create-property";
import { deleteProperty } from "@/lib/properties/delete-property";
import { getProperty, listProperties } from "@/lib/properties/list-properties";
import { SCHEDULE_PRESETS, defaultSchedule } from "@/lib/availability/weekly-schedule";
import { propertyAnswerSchema } from "@/lib/properties/property-answer";
import { createPropertySchema, updatePropertySchema } from "@/lib/properties/schemas";
import { updateProperty } from "@/lib/properties/update-property";
import { createResident, deleteResident, listResidents, updateResident } from "@/lib/residents/residents";
import { residentSchema } from "@/lib/residents/schemas";
import { createAgent, createProperty as insertProperty } from "./builders";
import { useTestDb as openTestDb } from "./db";

const db = openTestDb();

// Each account acts (as an ActingUser) and reads (as the scope its views ask for).
async function newAgent(label = "agent"): Promise<ActingUser & AgentScope> {
  const { id } = await createAgent(db, label);
  return { id, isAdmin: false, ...agentScope(id) };
}

async function newAdmin(): Promise<ActingUser & Scope> {
  const { id } = await createAgent(db, "admin");
  return { id, isAdmin: true, ...allAgentsScope({ id, isAdmin: true }) };
}

const propertyInput = (overrides: Record<string, unknown> = {}) =>
  createPropertySchema.parse({
    addressLine1: "500 Market St",
    unitNumber: "12",
    city: "San Francisco",
    state: "CA",
    zipCode: "94105",
    customAvailability: defaultSchedule(),
    privateShowingInstructions: "Lockbox 1234",
    ...overrides,
  });

const ownerInput = (overrides: Record<string, unknown> = {}) =>
  ownerSchema.parse({ firstName: "Olivia", lastName: "Owner", phone: "415-555-0101", email: "olivia@example.com", ...overrides });

const residentInput = (overrides: Record<string, unknown> = {}) =>
  residentSchema.parse({ firstName: "Rita", lastName: "Renter", phone: "4155550102", email: "rita@example.com", ...overrides });

async function addBooking(database: Db, property: { id: string; agentId: string }, status: BookingStatus, dayOffset: number) {
  const startsAt = new Date(Date.UTC(2031, 0, 1 + dayOffset, 17));
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  await database.insert(bookings).values({
    propertyId: property.id,
    agentId: property.agentId,
    confirmationNumber: randomUUID(),
    status,
    startsAt,
    endsAt,
    blockedPeriod: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
    showingDate: startsAt.toISOString().slice(0, 10),
    showingTime: "09:00",
    requesterType: "buyer",
    feeCents: 1000,
    manageToken: randomUUID(),
  });
}

describe("[properties] create, list, update, delete", () => {
  it("creates a property with composed address, slug, state time zone and the form's default buffer", async () => {
    const agent = await newAgent();
    const property = await createProperty(db, agent, propertyInput({ state: "NY", city: "Brooklyn", zipCode: "11201-1234" }));
    expect(property).toMatchObject({
      agentId: agent.id,
      fullAddress: "500 Market St, Unit 12, Brooklyn, NY 11201-1234",
      timezone: "America/New_York",
      status: "listed",
      occupancyStatus: "vacant",
      bufferTimeMinutes: 15,
      advanceNoticeHours: 24,
      privateShowingInstructions: "Lockbox 1234",
      bookedCount: 0,
    });
    expect(property.slug).toMatch(/^[A-Za-z0-9]{32}[0-9a-z]+$/);
    expect(property.customAvailability).toEqual(defaultSchedule());
  });

  it("rejects a missing street, a missing city and a malformed ZIP with field messages", () => {
    const result = createPropertySchema.safeParse({ addressLine1: " ", city: "", zipCode: "1234", customAvailability: defaultSchedule() });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["addressLine1", "city", "zipCode"]));
  });

  it("rejects buffers outside 0/15/30/60 and advance notice under 24 hours", () => {
    expect(updatePropertySchema.safeParse({ bufferTimeMinutes: 20 }).success).toBe(false);
    expect(updatePropertySchema.safeParse({ advanceNoticeHours: 23 }).success).toBe(false);
    expect(updatePropertySchema.safeParse({ bufferTimeMinutes: 60, advanceNoticeHours: 48 }).success).toBe(true);
  });

  it("lists only the agent's properties with showings booked counted from bookings", async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const property = await createProperty(db, agent, propertyInput());
    await createProperty(db, other, propertyInput());
    for (const [index, status] of (["confirmed", "completed", "no_show", "pending", "cancelled", "expired", "pending_payment"] as const).entries()) {
      await addBooking(db, property, status, index);
    }
    const list = await listProperties(db, agent, new Date());
    expect(list.map((item) => item.id)).toEqual([property.id]);
    expect(list[0].bookedCount).toBe(4);
  });

  it("updates settings, recomputes the address and time zone when the state changes", async () => {
    const agent = await newAgent();
    const property = await createProperty(db, agent, propertyInput());
    const schedule = SCHEDULE_PRESETS[0].schedule();
    const updated = await updateProperty(db, agent, property.id, {
      state: "TX",
      city: "Austin",
      unitNumber: "",
      status: "unlisted",
      bookingApproval: "manual",
      bufferTimeMinutes: 30,
      advanceNoticeHours: 48,
      customAvailability: schedule,
    });
    expect(updated).toMatchObject({
      fullAddress: "500 Market St, Austin, TX 94105",
      timezone: "America/Chicago",
      status: "unlisted",
      bookingApproval: "manual",
      bufferTimeMinutes: 30,
      advanceNoticeHours: 48,
      customAvailability: schedule,
    });
  });

  it("links an owner and a resident, answering with their details, and disconnects them", async () => {
    const agent = await newAgent();
    const property = await createProperty(db, agent, propertyInput());
    const owner = await createOwner(db, agent, ownerInput({ isCompany: true, companyName: "Acme Holdings LLC" }));
    const resident = await createResident(db, agent, residentInput());

    const linked = await updateProperty(db, agent, property.id, { landlordId: owner.id, residentId: resident.id });
    expect(linked).toMatchObject({
      landlordId: owner.id,
      ownerType: "entity",
      ownerEntityName: "Acme Holdings LLC",
      ownerPhone: "+14155550101",
      residentId: resident.id,
      residentType: "tenant",
      residentFirstName: "Rita",
      residentEmail: "rita@example.com",
      occupancyStatus: "resident",
    });

    const unlinked = await updateProperty(db, agent, property.id, { landlordId: null, residentId: null });
    expect(unlinked).toMatchObject({
      landlordId: null,
      ownerEntityName: "",
      ownerEmail: "",
      residentId: null,
      residentFirstName: "",
      occupancyStatus: "vacant",
    });
  });

  it("hands the dashboard a property in its JSON shape: timestamps as strings, no columns the cards do not show", async () => {
    const agent = await newAgent();
    const property = await createProperty(db, agent, propertyInput());
    const resident = await createResident(
      db,
      agent,
      residentInput({ otherHoursConsentAt: "2026-03-02T17:30:00.000Z", otherHoursConsentEvidence: "Lease addendum, signed on paper" }),
    );
    await updateProperty(db, agent, property.id, { residentId: resident.id });

    const [answer] = toAnswer(propertyAnswerSchema.array(), await listProperties(db, agent, new Date(Date.UTC(2031, 0, 1))));
    expect(answer).toMatchObject({
      id: property.id,
      accessDetails: "",
      residentFirstName: "Rita",
      otherHoursConsentAt: "2026-03-02T17:30:00.000Z",
      bookedCount: 0,
      agent: { id: agent.id },
    });
    expect(Array.isArray(answer.holidaysAhead)).toBe(true);
    for (const column of ["createdAt", "updatedAt", "archivedAt", "isDemo", "shareCount"]) expect(answer).not.toHaveProperty(column);
    expect(() => toAnswer(propertyAnswerSchema, { ...answer, status: "sold" })).toThrow();
    // Typed as the table types each column: an integer column refuses a fraction, an id must be one.
    expect(() => toAnswer(propertyAnswerSchema, { ...answer, advanceNoticeHours: 24.5 })).toThrow();
    expect(() => toAnswer(propertyAnswerSchema, { ...answer, landlordId: "owner-1" })).toThrow();
  });

  it("refuses to link another agent's owner or resident", async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const property = await createProperty(db, agent, propertyInput());
    const foreignOwner = await createOwner(db, other, ownerInput());
    const foreignResident = await createResident(db, other, residentInput());
    await expect(updateProperty(db, agent, property.id, { landlordId: foreignOwner.id })).rejects.toMatchObject({ code: "not_found" });
    await expect(updateProperty(db, agent, property.id, { residentId: foreignResident.id })).rejects.toMatchObject({ code: "not_found" });
    expect(await getProperty(db, agent, property.id, new Date())).toMatchObject({ landlordId: null, residentId: null });
  });

  it("archives instead of deleting a property with bookings, keeping them", async () => {
    const agent = await newAgent();
    const property = await createProperty(db, agent, propertyInput());
    await addBooking(db, property, "confirmed", 0);
    await deleteProperty(db, null, agent, property.id);
    const [archived] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(archived.archivedAt).toBeInstanceOf(Date);
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, property.id))).toHaveLength(1);
  });

  it("stores a unit typed with its designator once, and migration 0036 mends the addresses stored as \"Unit Apt 2\"", async () => {
    const agent = await newAgent();
    const created = await createProperty(db, agent, propertyInput({ unitNumber: "Apt 2" }));
    expect(created.fullAddress).toBe("500 Market St, Apt 2, San Francisco, CA 94105");

    const stored = (unit: string, street: string) =>
      insertProperty(db, agent.id, { unitNumber: unit, fullAddress: `${street}, Unit ${unit}, Oakland, CA 94612` });
    const doubled = await stored("Apt 2", "1 Elm St");
    const suite = await stored("Suite 300", "2 Elm St");
    const bare = await stored("4B", "3 Elm St");
    await db.execute(sql.raw(readFileSync("db/migrations/0036_unit_designator_addresses.sql", "utf8")));
    const addressOf = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0].fullAddress;
    expect(await addressOf(doubled.id)).toBe("1 Elm St, Apt 2, Oakland, CA 94612");
    expect(await addressOf(suite.id)).toBe("2 Elm St, Suite 300, Oakland, CA 94612");
    expect(await addressOf(bare.id)).toBe("3 Elm St, Unit 4B, Oakland, CA 94612");
  });

  it("answers not found for malformed and unknown ids", async () => {
    const agent = await newAgent();
    await expect(getProperty(db, agent, "not-a-uuid", new Date())).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteProperty(db, null, agent, randomUUID())).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("[owners] and [residents]", () => {
  it("validates owners: individuals need first and last name, companies a company name, emails a format", () => {
    const paths = (input: unknown) => ownerSchema.safeParse(input).error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths({ isCompany: false })).toEqual(["firstName", "lastName"]);
    expect(paths({ isCompany: true, firstName: "A", lastName: "B" })).toEqual(["companyName"]);
    expect(paths({ isCompany: true, companyName: "Acme" })).toEqual([]);
    expect(paths({ firstName: "A", lastName: "B", email: "nope" })).toEqual(["email"]);
  });

  it("validates residents: names required, rent and deposit numeric, lease end after start", () => {
    const paths = (input: unknown) => residentSchema.safeParse(input).error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths({})).toEqual(["firstName", "lastName"]);
    expect(paths({ firstName: "A", lastName: "B", monthlyRent: "lots", securityDeposit: "1,000" })).toEqual(["monthlyRent", "securityDeposit"]);
    expect(paths({ firstName: "A", lastName: "B", leaseStartDate: "2026-05-01", leaseEndDate: "2026-04-01" })).toEqual(["leaseEndDate"]);
    expect(residentSchema.parse({ firstName: "A", lastName: "B", monthlyRent: 2500, leaseStartDate: "" })).toMatchObject({
      monthlyRent: "2500",
      leaseStartDate: null,
    });
  });

  it("accepts their own parsed output, which is what the forms send", () => {
    const resident = residentSchema.parse({ firstName: "A", lastName: "B", leaseEndDate: "2027-01-31" });
    expect(residentSchema.parse(resident)).toEqual(resident);
    const owner = ownerSchema.parse({ isCompany: true, companyName: "Acme" });
    expect(ownerSchema.parse(owner)).toEqual(owner);
  });

  it("creates, lists, updates and deletes owners; an update reaches linked properties, a delete disconnects them", async () => {
    const agent = await newAgent();
    const owner = await createOwner(db, agent, ownerInput());
    expect((await listOwners(db, agent)).map((row) => row.id)).toEqual([owner.id]);
    const property = await createProperty(db, agent, propertyInput());
    await updateProperty(db, agent, property.id, { landlordId: owner.id });

    const updated = await updateOwner(db, agent, owner.id, ownerInput({ phone: "510-555-0199" }));
    expect(updated.phone).toBe("+15105550199");
    expect((await getProperty(db, agent, property.id, new Date())).ownerPhone).toBe("+15105550199");

    await deleteOwner(db, agent, owner.id);
    expect(await listOwners(db, agent)).toEqual([]);
    expect(await getProperty(db, agent, property.id, new Date())).toMatchObject({ landlordId: null, ownerFirstName: "", ownerPhone: "" });
  });

  it("creates, lists, updates and deletes residents; a delete leaves the property vacant", async () => {
    const agent = await newAgent();
    const resident = await createResident(db, agent, residentInput({ monthlyRent: "2400.50", leaseStartDate: "2026-01-01" }));
    expect(resident).toMatchObject({ monthlyRent: "2400.50", leaseStartDate: "2026-01-01", isActive: true });
    expect((await listResidents(db, agent)).map((row) => row.id)).toEqual([resident.id]);
    const property = await createProperty(db, agent, propertyInput());
    await updateProperty(db, agent, property.id, { residentId: resident.id });

    await updateResident(db, agent, resident.id, residentInput({ lastName: "Renamed" }));
    expect((await getProperty(db, agent, property.id, new Date())).residentLastName).toBe("Renamed");

    await deleteResident(db, agent, resident.id);
    expect(await listResidents(db, agent)).toEqual([]);
    expect(await getProperty(db, agent, property.id, new Date())).toMatchObject({ residentId: null, occupancyStatus: "vacant" });
  });
});

describe("[agent profile]", () => {
  it("starts blank, then saves and updates the agent's own profile", async () => {
    const agent = await newAgent();
    expect(await getAgentProfile(db, agent)).toMatchObject({ agentName: "", agentPhone: "" });
    const input = agentProfileSchema.parse({ agentName: "Alex Agent", agentPhone: "415-555-0000", agentBrokerage: "Bay Realty" });
    expect(await updateAgentProfile(db, agent, input)).toMatchObject({ agentName: "Alex Agent", agentBrokerage: "Bay Realty" });
    expect(await updateAgentProfile(db, agent, { ...input, agentLicense: "DRE 0123" })).toMatchObject({ agentLicense: "DRE 0123" });
    expect(await db.select().from(agentProfiles).where(eq(agentProfiles.userId, agent.id))).toHaveLength(1);
  });

  it("requires name and phone with the spec's message", () => {
    const result = agentProfileSchema.safeParse({ agentName: "Alex", agentPhone: " " });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["agentPhone"], message: PROFILE_REQUIRED_MESSAGE })]);
  });
});

describe("[isolation] another agent's rows are not found; an admin gets through", () => {
  async function scenario() {
    const owner = await newAgent("owner-agent");
    const intruder = await newAgent("intruder");
    const property = await createProperty(db, owner, propertyInput());
    const landlord = await createOwner(db, owner, ownerInput());
    const resident = await createResident(db, owner, residentInput());
    await updateAgentProfile(db, owner, agentProfileSchema.parse({ agentName: "Owner Agent", agentPhone: "4155550000" }));
    return { owner, intruder, property, landlord, resident };
  }

  const snapshot = async (ids: { propertyId: string; landlordId: string; residentId: string }) => ({
    property: await db.select().from(properties).where(eq(properties.id, ids.propertyId)),
    landlord: await db.select().from(landlords).where(eq(landlords.id, ids.landlordId)),
    resident: await db.select().from(residents).where(eq(residents.id, ids.residentId)),
  });

  it("agent B gets not_found for every operation on agent A's rows and changes nothing", async () => {
    const { owner, intruder, property, landlord, resident } = await scenario();
    const ids = { propertyId: property.id, landlordId: landlord.id, residentId: resident.id };
    const before = await snapshot(ids);

    const attempts = [
      () => getProperty(db, intruder, property.id, new Date()),
      () => updateProperty(db, intruder, property.id, { status: "unlisted" }),
      () => updateProperty(db, intruder, property.id, { landlordId: null, residentId: null }),
      () => deleteProperty(db, null, intruder, property.id),
      () => updateOwner(db, intruder, landlord.id, ownerInput({ firstName: "Hacked" })),
      () => deleteOwner(db, intruder, landlord.id),
      () => updateResident(db, intruder, resident.id, residentInput({ firstName: "Hacked" })),
      () => deleteResident(db, intruder, resident.id),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: "not_found" });

    expect(await listProperties(db, intruder, new Date())).toEqual([]);
    expect(await listOwners(db, intruder)).toEqual([]);
    expect(await listResidents(db, intruder)).toEqual([]);
    expect((await getAgentProfile(db, intruder)).agentName).toBe("");
    expect(await snapshot(ids)).toEqual(before);
    expect((await getAgentProfile(db, owner)).agentName).toBe("Owner Agent");
  });

  it("an admin sees, edits and deletes any agent's rows", async () => {
    const { owner, property, landlord, resident } = await scenario();
    const admin = await newAdmin();

    expect((await listProperties(db, admin, new Date())).map((item) => item.id)).toContain(property.id);
    expect((await listOwners(db, admin)).map((item) => item.id)).toContain(landlord.id);
    expect((await listResidents(db, admin)).map((item) => item.id)).toContain(resident.id);

    const linked = await updateProperty(db, admin, property.id, { status: "unlisted", landlordId: landlord.id });
    expect(linked).toMatchObject({ status: "unlisted", landlordId: landlord.id, agentId: owner.id });
    expect(linked.agent).toMatchObject({ id: owner.id, name: "Owner Agent" });
    expect((await updateOwner(db, admin, landlord.id, ownerInput({ firstName: "Edited" }))).firstName).toBe("Edited");
    expect((await updateResident(db, admin, resident.id, residentInput({ firstName: "Edited" }))).firstName).toBe("Edited");

    await deleteResident(db, admin, resident.id);
    await deleteOwner(db, admin, landlord.id);
    await deleteProperty(db, null, admin, property.id);
    expect(await listProperties(db, owner, new Date())).toEqual([]);
  });

  it("only an admin lists agents and creates a property for another agent", async () => {
    const agent = await newAgent();
    const admin = await newAdmin();
    const input = { ...propertyInput({ state: "WA", city: "Seattle" }), agentId: agent.id };

    await expect(listAgents(db, agent)).rejects.toMatchObject({ code: "forbidden" });
    await expect(createPropertyForAgent(db, agent, input)).rejects.toMatchObject({ code: "forbidden" });

    const agents = await listAgents(db, admin);
    expect(agents.find((row) => row.id === agent.id)).toMatchObject({ propertyCount: 0 });
    const created = await createPropertyForAgent(db, admin, input);
    expect(created).toMatchObject({ agentId: agent.id, timezone: "America/Los_Angeles", city: "Seattle" });
    expect((await listProperties(db, agent, new Date())).map((item) => item.id)).toEqual([created.id]);
    await expect(createPropertyForAgent(db, admin, { ...input, agentId: randomUUID() })).rejects.toMatchObject({ code: "not_found" });
  });
});
