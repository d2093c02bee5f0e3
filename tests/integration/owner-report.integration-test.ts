import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingPageViews, bookings, landlords, notifications, properties, type Property } from "@/db/schema";
import { OwnerReportView } from "@/components/owner-reports/owner-report-view";
import { agentScope } from "@/lib/auth/scope";
import { previewOwnerReport, renewOwnerReportLink, sendOwnerReportNow } from "@/lib/owner-reports/agent";
import { scheduleOwnerReports } from "@/lib/owner-reports/digest";
import { openOwnerReportLink } from "@/lib/owner-reports/link";
import { loadOwnerReport } from "@/lib/owner-reports/report";
import { optOutOfShowingNotices } from "@/lib/owners/showing-notices";
import { bookShowing, createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
const DAY = 86_400_000;
// Explicit times: a showing a week before "now" with feedback, and one two days after.
const NOW = new Date("2026-03-04T20:00:00Z");
const BOOKER = { name: "Zelda Booker", email: uniqueEmail("zelda"), phone: "510-555-0199" };

async function listingWithOwner(overrides: Partial<Property> = {}) {
  const agent = await createAgent(db);
  const [owner] = await db
    .insert(landlords)
    .values({ agentId: agent.id, firstName: "Olive", lastName: "Owner", email: uniqueEmail("olive") })
    .returning();
  const property = await createProperty(db, agent.id, { landlordId: owner.id, ...overrides });
  return { agent, owner, property };
}

async function showingsOf(property: Property) {
  const past = await bookShowing(db, property, { startsAt: new Date("2026-02-24T18:00:00Z"), name: BOOKER.name, email: BOOKER.email });
  await db
    .update(bookings)
    .set({ status: "completed", feedbackRating: 4, feedbackInterest: "very", feedback: "Loved the garden light", feedbackAt: NOW })
    .where(eq(bookings.id, past.id));
  const upcoming = await bookShowing(db, property, { startsAt: new Date("2026-03-06T18:00:00Z"), name: BOOKER.name, email: BOOKER.email });
  await db.update(bookings).set({ createdAt: new Date("2026-02-20T18:00:00Z") }).where(eq(bookings.propertyId, property.id));
  await db.insert(bookingPageViews).values(["a", "b", "c"].map((visitorKey) => ({ propertyId: property.id, visitorKey, day: "2026-03-03" })));
  return { past, upcoming };
}

const tokenOf = (url: string) => url.split("/owner-report/")[1];

describe("[owner report] the agent's actions are scoped", () => {
  it("lets only the listing's agent preview, renew and send it", async () => {
    const { property } = await listingWithOwner();
    const stranger = agentScope((await createAgent(db)).id);
    await expect(previewOwnerReport(db, stranger, property.id, NOW)).rejects.toThrow("Property not found");
    await expect(renewOwnerReportLink(db, stranger, property.id, NOW)).rejects.toThrow("Property not found");
    await expect(sendOwnerReportNow(db, stranger, property.id, NOW)).rejects.toThrow("Property not found");
    await expect(previewOwnerReport(db, stranger, "not-a-uuid", NOW)).rejects.toThrow("Property not found");
    const sent = await db.select().from(notifications).where(and(eq(notifications.agentId, property.agentId), eq(notifications.kind, "owner_report")));
    expect(sent).toHaveLength(0);

    const own = agentScope(property.agentId);
    const preview = await previewOwnerReport(db, own, property.id, NOW);
    expect(preview.address).toBe(property.fullAddress);
    await sendOwnerReportNow(db, own, property.id, NOW);
    const [row] = await db.select().from(notifications).where(and(eq(notifications.agentId, property.agentId), eq(notifications.kind, "owner_report")));
    expect(row.recipientRole).toBe("owner");
    expect(row.dedupeKey).toBeNull();
  });

  it("refuses a listing without an owner", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id);
    await expect(previewOwnerReport(db, agentScope(agent.id), property.id, NOW)).rejects.toThrow("Link an owner");
  });
});

describe("[owner report] the page", () => {
  it("shows showings and shared feedback, never the booker's contact details; comments only when shared", async () => {
    const { property } = await listingWithOwner();
    await showingsOf(property);
    const hidden = renderToStaticMarkup(createElement(OwnerReportView, { report: await loadOwnerReport(db, property, NOW) }));
    expect(hidden).toContain("Tuesday, February 24, 2026");
    expect(hidden).toContain("10:00 AM");
    expect(hidden).toContain("Completed");
    expect(hidden).toContain("Confirmed");
    expect(hidden).toContain("Rating: 4 out of 5");
    expect(hidden).toContain("Very interested");
    expect(hidden).not.toContain("Loved the garden light");

    const [sharing] = await db.update(properties).set({ shareFeedbackComments: true }).where(eq(properties.id, property.id)).returning();
    const report = await loadOwnerReport(db, sharing, NOW);
    const shown = renderToStaticMarkup(createElement(OwnerReportView, { report }));
    expect(shown).toContain("Loved the garden light");
    for (const page of [hidden, shown, JSON.stringify(report)]) {
      expect(page).not.toContain(BOOKER.name);
      expect(page).not.toContain(BOOKER.email);
      expect(page).not.toContain("555-0199");
    }
    expect(report.weeks).toHaveLength(8);
    expect(report.weeks.filter((week) => week.views || week.bookings)).toEqual([
      { weekStart: "2026-02-16", label: "Week of Feb 16, 2026", views: 0, bookings: 2 },
      { weekStart: "2026-03-02", label: "Week of Mar 2, 2026", views: 3, bookings: 0 },
    ]);
  });

  it("opens with the current link only: renewing revokes the old one; altered, expired and another owner's links open nothing", async () => {
    const { property, agent } = await listingWithOwner();
    const scope = agentScope(agent.id);
    const first = tokenOf((await previewOwnerReport(db, scope, property.id, NOW)).url);
    expect((await openOwnerReportLink(db, first, NOW))?.property.id).toBe(property.id);

    const renewed = tokenOf(await renewOwnerReportLink(db, scope, property.id, NOW));
    expect(await openOwnerReportLink(db, first, NOW)).toBeNull();
    expect((await openOwnerReportLink(db, renewed, NOW))?.property.id).toBe(property.id);
    expect(tokenOf((await previewOwnerReport(db, scope, property.id, NOW)).url)).not.toBe(first);

    expect(await openOwnerReportLink(db, `${renewed}x`, NOW)).toBeNull();
    expect(await openOwnerReportLink(db, "not-a-token", NOW)).toBeNull();
    expect(await openOwnerReportLink(db, renewed, new Date(+NOW + 91 * DAY))).toBeNull();

    const [other] = await db.insert(landlords).values({ agentId: agent.id, firstName: "Otto", lastName: "Other" }).returning();
    await db.update(properties).set({ landlordId: other.id }).where(eq(properties.id, property.id));
    expect(await openOwnerReportLink(db, renewed, NOW)).toBeNull();
  });
});

describe("[owner report] the weekly e-mail", () => {
  // Tokyo's Monday 09:00 is Sunday midnight UTC: no Los Angeles listing of another test is due then.
  const MONDAY = new Date("2026-03-02T00:00:00Z");
  const LATER_THAT_MORNING = new Date("2026-03-02T01:30:00Z");
  const TUESDAY = new Date("2026-03-03T00:00:00Z");
  const NEXT_MONDAY = new Date("2026-03-09T00:00:00Z");
  const reportsOf = (property: Property) =>
    db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `owner-report:${property.id}:%`))
      .orderBy(notifications.createdAt);

  it("is written once per owner, listing and ISO week, on the property's Monday morning", async () => {
    const { property, owner } = await listingWithOwner({ timezone: "Asia/Tokyo", shareFeedbackComments: true });
    const elsewhere = await listingWithOwner({ timezone: "America/Los_Angeles" });
    await showingsOf(property);

    await Promise.all([scheduleOwnerReports(db, MONDAY), scheduleOwnerReports(db, MONDAY)]);
    await scheduleOwnerReports(db, LATER_THAT_MORNING);
    await scheduleOwnerReports(db, TUESDAY);
    expect((await reportsOf(property)).map((row) => row.dedupeKey)).toEqual([`owner-report:${property.id}:${owner.id}:2026-W10`]);

    await scheduleOwnerReports(db, NEXT_MONDAY);
    await scheduleOwnerReports(db, new Date(+NEXT_MONDAY + 60_000));
    const rows = await reportsOf(property);
    expect(rows.map((row) => row.dedupeKey)).toEqual([
      `owner-report:${property.id}:${owner.id}:2026-W10`,
      `owner-report:${property.id}:${owner.id}:2026-W11`,
    ]);
    expect(rows.every((row) => row.recipientAddress === owner.email && row.kind === "owner_report")).toBe(true);
    expect(rows[1].body).toContain("Loved the garden light");
    expect(rows[1].body).not.toContain(BOOKER.email);
    expect(rows[1].body).toMatch(/Open your listing report: \S+\/owner-report\/\S+/);
    expect(await reportsOf(elsewhere.property)).toHaveLength(0);
  });

  it("stops once the owner opts out through the e-mail's link", async () => {
    const { property } = await listingWithOwner({ timezone: "Asia/Tokyo" });
    await scheduleOwnerReports(db, MONDAY);
    const [first] = await reportsOf(property);
    const optOut = /Stop these e-mails: \S+\/owner-notices\/(\S+)/.exec(first.body)?.[1];
    expect(optOut).toBeTruthy();
    expect(await optOutOfShowingNotices(db, optOut!, MONDAY)).toBe(true);

    await scheduleOwnerReports(db, NEXT_MONDAY);
    expect(await reportsOf(property)).toHaveLength(1);
    await expect(sendOwnerReportNow(db, agentScope(property.agentId), property.id, NEXT_MONDAY)).rejects.toThrow("opted out");
  });
});
