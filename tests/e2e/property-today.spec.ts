import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createListedProperty } from "./booking-helpers";
import { withE2eDatabase } from "./helpers";

// The viewer is in Tokyo, the property (California) in Los Angeles: at this instant it is
// 08:00 on 12 January at the property and already 01:00 on 13 January in the browser.
test.use({ timezoneId: "Asia/Tokyo" });
const NOW = new Date("2027-01-12T16:00:00Z");
const SHOWING = { date: "2027-01-12", time: "14:00", startsAt: new Date("2027-01-12T22:00:00Z") };

/** A confirmed booking of SHOWING, made (created_at) at `bookedAt`. */
async function insertShowing(propertyId: string, buyer: string, bookedAt: Date) {
  await withE2eDatabase(async (sql) => {
    const [{ agent_id: agentId }] = await sql<{ agent_id: string }[]>`select agent_id from properties where id = ${propertyId}`;
    const endsAt = new Date(+SHOWING.startsAt + 30 * 60_000);
    await sql`
      insert into bookings (property_id, agent_id, confirmation_number, status, starts_at, ends_at, blocked_period,
        showing_date, showing_time, requester_type, buyer_name, buyer_email, buyer_phone, fee_cents, payment_status, manage_token, created_at)
      values (${propertyId}, ${agentId}, ${`SB-E2E-${randomUUID().slice(0, 8).toUpperCase()}`}, 'confirmed', ${SHOWING.startsAt}, ${endsAt},
        ${`[${SHOWING.startsAt.toISOString()},${endsAt.toISOString()})`}, ${SHOWING.date}, ${SHOWING.time}, 'buyer', ${buyer},
        ${`later-${randomUUID()}@test.showbook.app`}, '510-555-0100', 1000, 'mock', ${randomUUID()}, ${bookedAt})`;
  });
}

test("[bookings] the bookings modal's today is the property's today, not the browser's", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const property = await createListedProperty(page);
  const buyer = `Later Today ${randomUUID().slice(0, 6)}`;
  await insertShowing(property.id, buyer, NOW);

  await page.goto("/properties");
  // The drift's precondition: the browser's own date is already the next day.
  expect(await page.evaluate(() => new Date().toLocaleDateString("en-CA"))).toBe("2027-01-13");

  await page.getByRole("article", { name: property.fullAddress }).getByRole("button", { name: "View Bookings" }).click();
  const bookings = page.getByRole("dialog", { name: "Bookings" });
  await expect(bookings.getByRole("tab", { name: "Upcoming (1)" })).toBeVisible();
  await expect(bookings.getByRole("tabpanel").getByText(buyer)).toBeVisible();
});

test("[overview] recent activity shows each event in its property's zone, named, whatever the browser's zone", async ({ page }) => {
  const property = await createListedProperty(page);
  // A New York property: neither the browser's zone (Tokyo) nor the default one (Los Angeles).
  await withE2eDatabase(async (sql) => {
    await sql`update properties set timezone = 'America/New_York' where id = ${property.id}`;
  });
  const buyer = `Eastern Booker ${randomUUID().slice(0, 6)}`;
  await insertShowing(property.id, buyer, NOW);

  await page.goto("/overview");
  const booked = page.getByRole("listitem").filter({ hasText: `New booking by ${buyer}` });
  // 16:00 UTC is 11:00 in New York (EST), 08:00 in Los Angeles and 01:00 the next day in Tokyo.
  await expect(booked.locator("time")).toHaveText("Tue, Jan 12, 11:00 AM EST");
});
