import { describe, expect, it } from "vitest";
import { agentScope, allAgentsScope, everyAgentForAdmin, type Scope } from "@/lib/auth/scope";
import { createBuyerAgentContact, createRenterContact, listBuyerAgentContacts, listBuyerContacts, listRenterContacts } from "@/lib/contacts/contacts";
import { buyerAgentContactSchema, renterContactSchema } from "@/lib/contacts/schemas";
import { upsertContactFromBooking } from "@/lib/contacts/upsert-contact-from-booking";
import { getDashboardStats } from "@/lib/dashboard/overview";
import { listCalendarShowings, listUpcomingShowings } from "@/lib/dashboard/showings";
import { listProperties } from "@/lib/properties/list-properties";
import { listProspects, syncProspects } from "@/lib/prospects/prospects";
import { getPropertyStats } from "@/lib/stats/get-stats";
import { bookShowing, createAgent, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const NOW = new Date("2026-03-02T18:00:00Z");
const WINDOW = { startDate: "2026-03-01", endDate: "2026-03-28" };

/** An account with one property, one booked showing (so a buyer contact and a prospect) and two hand-made contacts. */
async function accountWithData(label: string) {
  const user = await createAgent(db, label);
  const scope = agentScope(user.id);
  const property = await createProperty(db, user.id);
  const booking = await bookShowing(db, property, { startsAt: new Date("2026-03-05T18:00:00Z") });
  await db.transaction((tx) => upsertContactFromBooking(tx, booking));
  await syncProspects(db, scope);
  const buyerAgent = await createBuyerAgentContact(db, scope, buyerAgentContactSchema.parse({ firstName: label, lastName: "Agent" }));
  const renter = await createRenterContact(db, scope, renterContactSchema.parse({ firstName: label, lastName: "Renter" }));
  return { user, scope, property, booking, buyerAgent, renter };
}

type Account = Awaited<ReturnType<typeof accountWithData>>;

/** What each of the scoped views shows, reduced to ids (and the stats' property count). */
async function viewsOf(scope: Scope) {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return {
    buyerAgents: ids(await listBuyerAgentContacts(db, scope)),
    buyers: (await listBuyerContacts(db, scope)).map((row) => row.email),
    renters: ids(await listRenterContacts(db, scope, NOW)),
    prospects: (await listProspects(db, scope)).map((row) => row.email),
    calendar: ids(await listCalendarShowings(db, scope, WINDOW)),
    upcoming: ids(await listUpcomingShowings(db, scope, NOW)),
    properties: ids(await listProperties(db, scope, NOW)),
    stats: await getPropertyStats(db, scope, NOW),
    dashboard: await getDashboardStats(db, scope, NOW),
  };
}

function expectOnly(views: Awaited<ReturnType<typeof viewsOf>>, account: Account) {
  expect(views.buyerAgents).toEqual([account.buyerAgent.id]);
  expect(views.buyers).toEqual([account.booking.buyerEmail]);
  expect(views.renters).toEqual([account.renter.id]);
  expect(views.prospects).toEqual([account.booking.buyerEmail]);
  expect(views.calendar).toEqual([account.booking.id]);
  expect(views.upcoming).toEqual([account.booking.id]);
  expect(views.properties).toEqual([account.property.id]);
  expect(views.stats).toMatchObject({ totalProperties: 1, totalBookings: 1 });
  expect(views.dashboard).toMatchObject({ properties: 1, totalBookings: 1 });
}

describe("[scope] who may see what", () => {
  it("an admin's own contacts, prospects, stats and calendar hold only their own data; the all-agents view sees everyone's", async () => {
    const a = await accountWithData("agent-a");
    const b = await accountWithData("agent-b");
    const admin = await accountWithData("admin");
    const adminUser = { id: admin.user.id, isAdmin: true };

    expectOnly(await viewsOf(agentScope(admin.user.id)), admin);

    const everything = await viewsOf(allAgentsScope(adminUser));
    for (const account of [a, b, admin]) {
      expect(everything.buyerAgents).toContain(account.buyerAgent.id);
      expect(everything.buyers).toContain(account.booking.buyerEmail);
      expect(everything.renters).toContain(account.renter.id);
      expect(everything.prospects).toContain(account.booking.buyerEmail);
      expect(everything.calendar).toContain(account.booking.id);
      expect(everything.properties).toContain(account.property.id);
    }
    expect(everything.stats.totalProperties).toBeGreaterThanOrEqual(3);

    // The properties views ask for it by name: the admin gets every agent's, an agent their own.
    expect(everyAgentForAdmin(adminUser)).toMatchObject({ kind: "allAgents", adminId: admin.user.id });
    expect(everyAgentForAdmin({ id: a.user.id, isAdmin: false })).toEqual(agentScope(a.user.id));
  });

  it("agent A never sees agent B's rows, and B never A's", async () => {
    const a = await accountWithData("agent-a");
    const b = await accountWithData("agent-b");
    expectOnly(await viewsOf(a.scope), a);
    expectOnly(await viewsOf(b.scope), b);
  });

  it("only an admin can get the all-agents scope", () => {
    expect(() => allAgentsScope({ id: "00000000-0000-4000-8000-000000000000", isAdmin: false })).toThrow(
      expect.objectContaining({ code: "forbidden", message: "Unauthorized: Admin access required" }),
    );
  });
});
