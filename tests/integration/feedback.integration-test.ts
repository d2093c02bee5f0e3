import Papa from "papaparse";
import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createDb } from "@/db/client";
import { bookings, landlords, notifications, properties } from "@/db/schema";
import { completedShowingsCsv } from "@/lib/dashboard/showing-export";
import { listCompletedShowings } from "@/lib/dashboard/showings";
import { completedQuerySchema } from "@/lib/dashboard/schemas";
import { agentScope } from "@/lib/auth/scope";
import { signToken } from "@/lib/auth/signed-token";
import { OWNER_OPT_OUT_PURPOSE } from "@/lib/notifications/write-booking-notifications";
import { completeFinishedShowings } from "@/lib/showings/complete-finished-showings";
import { FEEDBACK_CLOSED_MESSAGE, findFeedbackBooking, submitFeedback } from "@/lib/showings/feedback";
import { feedbackLink, feedbackLinkBookingId } from "@/lib/notifications/feedback-link";
import { bookShowing, businessDayAt, createAgent, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const DAY = 86_400_000;
// Explicit times: the showing is a business day well before "now", so nothing depends on today.
const NOW = new Date("2026-03-20T18:00:00Z");
const STARTS = businessDayAt(0, "10:00", "America/Los_Angeles", new Date("2026-03-16T12:00:00Z"));

async function showingWithOwner(showingNotices: boolean) {
  const agent = await createAgent(db);
  const [owner] = await db
    .insert(landlords)
    .values({ agentId: agent.id, firstName: "Olive", lastName: "Owner", email: `olive-${agent.id}@test.showbook.app`, showingNotices })
    .returning();
  const property = await createProperty(db, agent.id, { landlordId: owner.id });
  const booking = await bookShowing(db, property, { startsAt: STARTS });
  return { agent, owner, property, booking };
}

const feedbackNotices = (bookingId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, "feedback_received")))
    .orderBy(notifications.recipientRole);

describe("[feedback] the request after the showing", () => {
  it("is written once when two workers complete the showing at the same time, with its own link", async () => {
    const { booking } = await showingWithOwner(true);
    const second = createDb(inject("databaseUrl"), 2);
    try {
      await Promise.all([completeFinishedShowings(db, NOW), completeFinishedShowings(second.db, NOW)]);
    } finally {
      await second.sql.end();
    }
    const requests = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "feedback_request")));
    expect(requests.map((row) => `${row.recipientRole}:${row.channel}`)).toEqual(["buyer:email"]);
    const link = /\/feedback\/([\w.-]+)/.exec(requests[0].body)?.[1];
    expect(link).toBeTruthy();
    expect(requests[0].body).not.toContain(booking.manageToken);
    expect(feedbackLinkBookingId(link!, NOW)).toBe(booking.id);
    expect((await findFeedbackBooking(db, link!, NOW))?.booking.status).toBe("completed");
  });

  it("refuses an altered, another purpose's or an expired link", async () => {
    const { booking } = await showingWithOwner(true);
    const token = feedbackLink(booking, "http://x").split("/feedback/")[1];
    const [payload, mac] = token.split(".");
    expect(feedbackLinkBookingId(`${payload}.${mac.slice(1)}A`, NOW)).toBeNull();
    expect(feedbackLinkBookingId(`${payload}x.${mac}`, NOW)).toBeNull();
    const optOut = signToken({ purpose: OWNER_OPT_OUT_PURPOSE, subject: booking.id, expiresAt: new Date(+NOW + DAY) });
    expect(feedbackLinkBookingId(optOut, NOW)).toBeNull();
    expect(feedbackLinkBookingId(token, new Date(+booking.endsAt + 61 * DAY))).toBeNull();
    expect(await findFeedbackBooking(db, "not-a-token", NOW)).toBeNull();
  });
});

describe("[feedback] the answers", () => {
  it("are refused before the showing took place", async () => {
    const { booking } = await showingWithOwner(true);
    await expect(submitFeedback(db, booking.id, { rating: 5, feedback: "" }, NOW)).rejects.toThrow(FEEDBACK_CLOSED_MESSAGE);
  });

  it("reach the agent and the owner once, and show in completed showings and their CSV", async () => {
    const { agent, owner, booking } = await showingWithOwner(true);
    await completeFinishedShowings(db, NOW);
    await submitFeedback(db, booking.id, { rating: 4, interest: "very", feedback: "Bright kitchen, noisy street" }, NOW);

    const notices = await feedbackNotices(booking.id);
    expect(notices.map((row) => `${row.recipientRole}:${row.channel}:${row.recipientAddress}`)).toEqual([
      `listing_agent:email:${agent.email}`,
      `owner:email:${owner.email}`,
    ]);
    for (const notice of notices) {
      expect(notice.body).toContain("Rating: 4 out of 5");
      expect(notice.body).toContain("Interest: Very interested");
      expect(notice.body).toContain("Bright kitchen, noisy street");
    }
    expect(notices[1].body).toContain("/owner-notices/");

    const later = new Date(+NOW + 3_600_000);
    await submitFeedback(db, booking.id, { rating: 2, interest: "not", feedback: "Changed my mind" }, later);
    expect(await feedbackNotices(booking.id)).toHaveLength(2);
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ feedbackRating: 2, feedbackInterest: "not", feedback: "Changed my mind", feedbackAt: NOW });

    const page = await listCompletedShowings(db, agentScope(agent.id), completedQuerySchema.parse({}), later);
    const row = page.showings.find((showing) => showing.id === booking.id);
    expect(row).toMatchObject({ feedbackRating: 2, feedbackInterest: "not", feedback: "Changed my mind" });
    const [read] = Papa.parse<Record<string, string>>(completedShowingsCsv([row!]), { header: true, skipEmptyLines: true }).data;
    expect(read).toMatchObject({ Rating: "2", Interest: "Not interested", Feedback: "Changed my mind" });
  });

  it("are not e-mailed to an owner who opted out of showing notices", async () => {
    const { booking } = await showingWithOwner(false);
    await completeFinishedShowings(db, NOW);
    await submitFeedback(db, booking.id, { rating: 5, feedback: "" }, NOW);
    expect((await feedbackNotices(booking.id)).map((row) => row.recipientRole)).toEqual(["listing_agent"]);
    const [property] = await db.select().from(properties).where(eq(properties.id, booking.propertyId));
    expect(property.landlordId).not.toBeNull();
  });
});
