import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope } from "@/lib/auth/scope";
import { bookings, complianceRecords, notifications } from "@/db/schema";
import { seedDemoShowings } from "@/scripts/seed-showings";
import { listBuyerContacts, listRenterContacts } from "@/lib/contacts/contacts";
import { completedQuerySchema } from "@/lib/dashboard/schemas";
import { listCompletedShowings, listUpcomingShowings } from "@/lib/dashboard/showings";
import { getDashboardStats, listRecentActivity } from "@/lib/dashboard/overview";
import { loadSharePage } from "@/lib/bookings/share-page";
import { getPropertyStats } from "@/lib/stats/get-stats";
import { listProspects } from "@/lib/prospects/prospects";
import { allWeekSchedule, createAgent, createOccupiedProperty, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const DAY = 86_400_000;

describe("[seed] demo showings", () => {
  it("gives the agent past and upcoming showings with notices, compliance, contacts and prospects, once", async () => {
    const agent = await createAgent(db, "demo");
    const slugs = { vacant: randomUUID().replaceAll("-", ""), occupied: randomUUID().replaceAll("-", "") };
    await createProperty(db, agent.id, { slug: slugs.vacant, bufferTimeMinutes: 15 });
    // As the demo seed leaves it: the resident agreed in writing to notice by e-mail and SMS.
    await createOccupiedProperty(db, agent.id, new Date("2025-02-01T17:00:00Z"), {
      slug: slugs.occupied,
      addressLine1: "350 Lakeside Drive",
      fullAddress: "350 Lakeside Drive, Unit 4B, Oakland, CA 94612",
      customAvailability: allWeekSchedule(),
      bufferTimeMinutes: 30,
      advanceNoticeHours: 48,
    });

    await seedDemoShowings(db, agent.id, slugs);
    await seedDemoShowings(db, agent.id, slugs);

    const rows = await db.select().from(bookings).where(eq(bookings.agentId, agent.id));
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["confirmed", "completed", "cancelled", "no_show"]));
    const now = Date.now();
    expect(rows.every((row) => +row.startsAt > now - 92 * DAY && +row.startsAt < now + 15 * DAY)).toBe(true);
    expect(rows.filter((row) => row.status === "confirmed").every((row) => +row.startsAt > now)).toBe(true);

    const user = agentScope(agent.id);
    const records = await db.select().from(complianceRecords).innerJoin(bookings, eq(bookings.id, complianceRecords.bookingId)).where(eq(bookings.agentId, agent.id));
    expect(records).toHaveLength(25);
    const notices = await db.select().from(notifications).where(eq(notifications.agentId, agent.id));
    expect(notices.length).toBeGreaterThan(25);

    const completed = await listCompletedShowings(db, user, completedQuerySchema.parse({ range: "all" }), new Date());
    expect(completed.total).toBe(18);
    // One occupied-unit showing was booked only 20 hours ahead.
    expect(completed.compliancePercent).toBeGreaterThan(90);
    expect(completed.compliancePercent).toBeLessThan(100);
    expect((await listUpcomingShowings(db, user, new Date())).length).toBeGreaterThanOrEqual(5);

    const buyers = await listBuyerContacts(db, user);
    expect(buyers.find((buyer) => buyer.email === "emma.chen@example.com")?.bookingsCount).toBe(4);
    const renters = await listRenterContacts(db, user);
    expect(renters.map((renter) => renter.lead.band)).toContain("high");
    expect((await listProspects(db, user)).length).toBe(8);
    expect((await listRecentActivity(db, user)).map((item) => item.kind)).toEqual(expect.arrayContaining(["booking", "cancellation", "notice_failed"]));

    // Views are seeded as the app counts them, so the stats, the overview and the share page agree.
    const stats = await getPropertyStats(db, user, new Date());
    const shareViews = await Promise.all([slugs.vacant, slugs.occupied].map(async (slug) => (await loadSharePage(db, slug))?.viewCount ?? 0));
    expect(stats.totalViews).toBe(shareViews[0] + shareViews[1]);
    expect((await getDashboardStats(db, user, new Date())).totalViews).toBe(stats.totalViews);
    expect(stats.totalViews).toBe(120 + 70 + 25);
    // Every seeded booking came from a visit that booked.
    expect(stats.conversionRate).toBe(Math.round((25 / stats.totalViews) * 1000) / 10);
  });
});
