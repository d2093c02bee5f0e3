import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { landlords, officeInvitations, properties, type User } from "@/db/schema";
import { actingScope, listScope, OFFICE_VIEW_FORBIDDEN_MESSAGE, NOT_IN_OFFICE_MESSAGE, SCOPE_VIEW_COOKIE } from "@/lib/auth/acting-scope";
import { type Scope } from "@/lib/auth/scope";
import { calendarFeedAddress, calendarFeedFor } from "@/lib/agent-calendar/calendar-feeds";
import { listOutbox } from "@/lib/notifications/list-outbox";
import { listBookingActivity } from "@/lib/bookings/booking-activity";
import { listPropertyBookings } from "@/lib/bookings/list-property-bookings";
import { approveBooking } from "@/lib/bookings/review-booking";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { createRenterContact, listBuyerContacts, listRenterContacts } from "@/lib/contacts/contacts";
import { renterContactSchema } from "@/lib/contacts/schemas";
import { upsertContactFromBooking } from "@/lib/contacts/upsert-contact-from-booking";
import { getDashboardStats } from "@/lib/dashboard/overview";
import { listCalendarShowings, listUpcomingShowings } from "@/lib/dashboard/showings";
import { acceptInvitation, ALREADY_INVITED_MESSAGE, INVITATION_PROBLEMS, inviteToOffice, previewInvitation, revokeInvitation } from "@/lib/offices/invitations";
import { ALREADY_IN_OFFICE_MESSAGE, createOffice, loadOffice, MANAGER_REQUIRED_MESSAGE } from "@/lib/offices/offices";
import { LAST_MANAGER_MESSAGE, leaveOffice, OWN_ROLE_MESSAGE, removeMember, TAKEOVER_REQUIRED_MESSAGE, updateMember } from "@/lib/offices/members";
import { officeSettingsSchema } from "@/lib/offices/schemas";
import { createProperty as createListing } from "@/lib/properties/create-property";
import { listProperties } from "@/lib/properties/list-properties";
import { createPropertySchema } from "@/lib/properties/schemas";
import { listOwners } from "@/lib/owners/owners";
import { listResidents } from "@/lib/residents/residents";
import { getPropertyStats } from "@/lib/stats/get-stats";
import { agentScope } from "@/lib/auth/scope";
import { bookShowing, createAgent, createProperty, createResident } from "./builders";
import { useTestDb } from "./db";
import { acting, officeWith as sharedOfficeWith } from "./office-builders";

const db = useTestDb();
const NOW = new Date("2026-03-02T18:00:00Z");
const WINDOW = { startDate: "2026-03-01", endDate: "2026-03-28" };
const scopeOf = (user: User, view: "mine" | "office" | "reach" = "reach") => actingScope(db, acting(user), { view, now: NOW });

const officeWith = (label: string, roles: ("staff" | "agent" | "manager")[]) => sharedOfficeWith(db, label, roles, NOW);

/** An agent's listing (owner, resident, a booking awaiting approval, a contact) as an agent builds them. */
async function listingOf(agent: User) {
  const property = await createProperty(db, agent.id, { bookingApproval: "manual" });
  const [owner] = await db.insert(landlords).values({ agentId: agent.id, firstName: "Olive", lastName: "Owner" }).returning();
  const resident = await createResident(db, agent.id, null);
  const booking = await bookShowing(db, property, { startsAt: new Date("2026-03-05T18:00:00Z"), status: "pending" });
  await db.transaction((tx) => upsertContactFromBooking(tx, booking));
  const renter = await createRenterContact(db, agentScope(agent.id), renterContactSchema.parse({ firstName: "Rita", lastName: "Renter" }));
  return { property, owner, resident, booking, renter };
}

async function seenBy(scope: Scope) {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return {
    properties: ids(await listProperties(db, scope, NOW)),
    calendar: ids(await listCalendarShowings(db, scope, WINDOW)),
    upcoming: ids(await listUpcomingShowings(db, scope, NOW)),
    owners: ids(await listOwners(db, scope)),
    residents: ids(await listResidents(db, scope)),
    renters: ids(await listRenterContacts(db, scope, NOW)),
    buyers: (await listBuyerContacts(db, scope)).map((row) => row.email),
    stats: (await getPropertyStats(db, scope, NOW)).totalProperties,
    dashboard: (await getDashboardStats(db, scope, NOW)).properties,
  };
}

describe("[offices] invitations", () => {
  it("a manager invites by e-mail; the link works once, for the invited address, until revoked or expired", async () => {
    const { manager } = await officeWith("inv", []);
    const invited = await createAgent(db, "invited");
    const stranger = await createAgent(db, "stranger");
    const { url } = await inviteToOffice(db, manager, { email: invited.email, role: "staff" }, NOW);
    const token = url.split("/office/invitations/")[1];
    await expect(inviteToOffice(db, manager, { email: invited.email, role: "agent" }, NOW)).rejects.toThrow(ALREADY_INVITED_MESSAGE);

    expect(await previewInvitation(db, token, acting(stranger), NOW)).toMatchObject({ problem: "other_account", role: "staff" });
    await expect(acceptInvitation(db, acting(stranger), token, NOW)).rejects.toThrow(INVITATION_PROBLEMS.other_account);
    await expect(acceptInvitation(db, acting(invited), "forged.token", NOW)).rejects.toThrow(INVITATION_PROBLEMS.invalid);

    expect(await acceptInvitation(db, acting(invited), token, NOW)).toMatchObject({ role: "staff" });
    await expect(acceptInvitation(db, acting(invited), token, NOW)).rejects.toThrow(INVITATION_PROBLEMS.accepted);
    expect((await loadOffice(db, manager.id, NOW)).members.map((member) => member.email).sort()).toEqual([manager.email, invited.email].sort());

    const late = await createAgent(db, "late");
    const expiring = await inviteToOffice(db, manager, { email: late.email, role: "agent" }, NOW);
    const eightDaysOn = new Date(+NOW + 8 * 86_400_000);
    expect(await previewInvitation(db, expiring.url.split("/").pop()!, acting(late), eightDaysOn)).toMatchObject({ problem: "expired" });
    await expect(acceptInvitation(db, acting(late), expiring.url.split("/").pop()!, eightDaysOn)).rejects.toThrow(INVITATION_PROBLEMS.expired);

    const withdrawn = await createAgent(db, "withdrawn");
    const revoked = await inviteToOffice(db, manager, { email: withdrawn.email, role: "agent" }, NOW);
    await revokeInvitation(db, manager.id, revoked.id, NOW);
    await expect(acceptInvitation(db, acting(withdrawn), revoked.url.split("/").pop()!, NOW)).rejects.toThrow(INVITATION_PROBLEMS.revoked);
    expect(await actingScope(db, acting(withdrawn), { now: NOW })).toEqual(agentScope(withdrawn.id));
  });

  it("only managers invite; a member of one office cannot join another or create one", async () => {
    const { manager, members } = await officeWith("only", ["staff", "agent"]);
    const [staff, agent] = members;
    for (const member of [staff, agent]) {
      await expect(inviteToOffice(db, member, { email: "x@test.showbook.app", role: "manager" }, NOW)).rejects.toThrow(MANAGER_REQUIRED_MESSAGE);
    }
    await expect(createOffice(db, agent.id, officeSettingsSchema.parse({ name: "Breakaway" }))).rejects.toThrow(ALREADY_IN_OFFICE_MESSAGE);
    const other = await officeWith("other", []);
    const { url } = await inviteToOffice(db, other.manager, { email: agent.email, role: "manager" }, NOW);
    await expect(acceptInvitation(db, acting(agent), url.split("/").pop()!, NOW)).rejects.toThrow(ALREADY_IN_OFFICE_MESSAGE);
    expect((await db.select().from(officeInvitations).where(eq(officeInvitations.officeId, other.office.id)))[0].acceptedAt).toBeNull();
    expect((await loadOffice(db, manager.id, NOW)).invitations).toHaveLength(2);
    expect((await loadOffice(db, staff.id, NOW)).invitations).toEqual([]);
  });

  it("invitations are rate limited per inviter", async () => {
    const { manager } = await officeWith("limit", []);
    for (let index = 0; index < 20; index += 1) await inviteToOffice(db, manager, { email: `limit-${index}-${manager.id}@test.showbook.app`, role: "agent" }, NOW);
    await expect(inviteToOffice(db, manager, { email: `limit-over-${manager.id}@test.showbook.app`, role: "agent" }, NOW)).rejects.toMatchObject({ code: "rate_limit_exceeded" });
  });
});

describe("[offices] scope", () => {
  it("an agent of office A sees and changes nothing of office B; a manager sees the office's rows in the office view only", async () => {
    const a = await officeWith("scope-a", ["agent"]);
    const b = await officeWith("scope-b", ["agent"]);
    const listingA = await listingOf(a.members[0]);
    const listingB = await listingOf(b.members[0]);

    const agentB = await seenBy(await scopeOf(b.members[0]));
    for (const ids of [agentB.properties, agentB.calendar, agentB.upcoming, agentB.owners, agentB.residents, agentB.renters]) {
      expect(ids).not.toContain(listingA.property.id);
      expect(ids).not.toContain(listingA.booking.id);
      expect(ids).not.toContain(listingA.owner.id);
      expect(ids).not.toContain(listingA.resident.id);
      expect(ids).not.toContain(listingA.renter.id);
    }
    expect(agentB.buyers).not.toContain(listingA.booking.buyerEmail);
    const outboxOf = async (scope: Scope) => (await listOutbox(db, scope, { limit: 100 })).messages.map((message) => message.notification.bookingId);
    expect(await outboxOf(await scopeOf(b.members[0]))).not.toContain(listingA.booking.id);
    expect(await outboxOf(await scopeOf(b.manager, "office"))).not.toContain(listingA.booking.id);
    expect(await outboxOf(await scopeOf(a.manager, "office"))).toContain(listingA.booking.id);
    const feedB = await calendarFeedFor(db, (await calendarFeedAddress(db, b.members[0].id)).url.split("/").pop()!.replace(/\.ics$/, ""), NOW);
    expect(feedB).toContain(listingB.booking.confirmationNumber);
    expect(feedB).not.toContain(listingA.booking.confirmationNumber);
    const scopeB = await scopeOf(b.manager, "office");
    await expect(approveBooking(db, scopeB, listingA.booking.id, NOW)).rejects.toMatchObject({ code: "not_found" });
    await expect(listPropertyBookings(db, scopeB, listingA.property.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(listComplianceLogs(db, scopeB, listingA.property.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(listBookingActivity(db, scopeB, listingA.booking.id)).rejects.toMatchObject({ code: "not_found" });

    const managerMine = await seenBy(await scopeOf(a.manager, "mine"));
    expect(managerMine.properties).toEqual([]);
    const managerOffice = await seenBy(await scopeOf(a.manager, "office"));
    expect(managerOffice).toMatchObject({
      properties: [listingA.property.id],
      calendar: [listingA.booking.id],
      owners: [listingA.owner.id],
      residents: [listingA.resident.id],
      renters: [listingA.renter.id],
      buyers: [listingA.booking.buyerEmail],
      stats: 1,
      dashboard: 1,
    });
    expect(managerOffice.properties).not.toContain(listingB.property.id);

    await expect(scopeOf(a.members[0], "office")).rejects.toThrow(OFFICE_VIEW_FORBIDDEN_MESSAGE);
    const request = (query: string, view?: string) => ({
      nextUrl: new URL(`http://localhost/api/showbook/properties${query}`),
      cookies: { get: (name: string) => (name === SCOPE_VIEW_COOKIE && view ? { value: view } : undefined) },
    });
    const listed = async (user: User, query: string, view?: string) => (await listProperties(db, await listScope(db, acting(user), request(query, view)), NOW)).map((row) => row.id);
    expect(await listed(a.manager, "?scope=office")).toEqual([listingA.property.id]);
    expect(await listed(a.manager, "", "office")).toEqual([listingA.property.id]);
    expect(await listed(a.manager, "?scope=mine", "office")).toEqual([]);
    expect(await listed(a.members[0], "", "office")).toEqual([listingA.property.id]);
    await expect(listed(a.members[0], "?scope=office")).rejects.toMatchObject({ code: "forbidden" });
    await expect(listed(a.manager, "?scope=everyone")).rejects.toMatchObject({ code: "bad_request" });
    await expect(actingScope(db, acting(await createAgent(db, "solo")), { view: "office" })).rejects.toThrow(NOT_IN_OFFICE_MESSAGE);
  });

  it("staff reach every office listing, or only their assigned agents'; their approval is logged under their name", async () => {
    const { manager, members } = await officeWith("staff", ["staff", "agent", "agent"]);
    const [staff, first, second] = members;
    const one = await listingOf(first);
    const two = await listingOf(second);

    const officeScope = await scopeOf(staff, "office");
    expect((await seenBy(officeScope)).properties.sort()).toEqual([one.property.id, two.property.id].sort());
    expect((await getPropertyStats(db, officeScope, NOW)).byAgent.map((agent) => [agent.email, agent.properties, agent.bookings]).sort()).toEqual(
      [[first.email, 1, 1], [second.email, 1, 1]].sort(),
    );
    await updateMember(db, manager.id, staff.id, { staffReach: "assigned", assignedAgentIds: [first.id] });
    const assigned = await scopeOf(staff);
    expect((await seenBy(await scopeOf(staff, "office"))).properties).toEqual([one.property.id]);
    await expect(approveBooking(db, assigned, two.booking.id, NOW)).rejects.toMatchObject({ code: "not_found" });
    await approveBooking(db, assigned, one.booking.id, NOW);
    const log = await listBookingActivity(db, await scopeOf(first), one.booking.id);
    expect(log.at(-1)).toMatchObject({ who: staff.email });

    // Agents see only their own listings, also in the "reach" scope changes use.
    expect((await seenBy(await scopeOf(second))).properties).toEqual([two.property.id]);
    await expect(approveBooking(db, await scopeOf(second), one.booking.id, NOW)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("[offices] roles and leaving", () => {
  it("nobody changes their own role; the last manager cannot leave or be demoted", async () => {
    const { manager, members } = await officeWith("roles", ["staff"]);
    const [staff] = members;
    await expect(updateMember(db, staff.id, staff.id, { role: "manager" })).rejects.toThrow(OWN_ROLE_MESSAGE);
    await expect(updateMember(db, manager.id, manager.id, { role: "agent" })).rejects.toThrow(OWN_ROLE_MESSAGE);
    await expect(leaveOffice(db, manager.id, {}, NOW)).rejects.toThrow(LAST_MANAGER_MESSAGE);
    await updateMember(db, manager.id, staff.id, { role: "manager" });
    await expect(updateMember(db, staff.id, manager.id, { role: "agent" })).resolves.toBeUndefined();
    await expect(updateMember(db, manager.id, staff.id, { role: "agent" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(leaveOffice(db, staff.id, {}, NOW)).rejects.toThrow(LAST_MANAGER_MESSAGE);
  });

  it("a removed member loses the office at once; their own listings stay theirs and the office's go to the member the manager chooses", async () => {
    const { manager, members } = await officeWith("leave", ["agent", "staff"]);
    const [agent, staff] = members;
    const own = await createProperty(db, agent.id);
    const office = await createListing(
      db,
      agentScope(agent.id),
      createPropertySchema.parse({ addressLine1: "9 Office Way", city: "Oakland", state: "CA", zipCode: "94612", customAvailability: own.customAvailability }),
    );
    expect((await db.select().from(properties).where(eq(properties.id, office.id)))[0].officeId).not.toBeNull();
    expect((await seenBy(await scopeOf(staff, "office"))).properties).toContain(own.id);

    await expect(removeMember(db, manager.id, agent.id, {}, NOW)).rejects.toThrow(TAKEOVER_REQUIRED_MESSAGE);
    await removeMember(db, manager.id, agent.id, { takeoverUserId: staff.id }, NOW);

    const [taken] = await db.select().from(properties).where(eq(properties.id, office.id));
    expect(taken.agentId).toBe(staff.id);
    const [kept] = await db.select().from(properties).where(eq(properties.id, own.id));
    expect(kept.agentId).toBe(agent.id);
    expect((await seenBy(await scopeOf(staff, "office"))).properties).not.toContain(own.id);
    expect(await scopeOf(agent)).toEqual(agentScope(agent.id));
    await expect(scopeOf(agent, "office")).rejects.toThrow(NOT_IN_OFFICE_MESSAGE);
  });
});
