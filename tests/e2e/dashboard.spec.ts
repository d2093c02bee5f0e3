import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { signUp, uniqueEmail, withE2eDatabase } from "./helpers";

const DAY = 86_400_000;
const everyDay = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, { enabled: true, start: "09:00", end: "17:00" }]),
);

type Seeded = { address: string; suffix: string };

/** A Los Angeles date and 10:00 local time `days` from today, as an instant. */
function laMorning(days: number) {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(Date.now() + days * DAY));
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "shortOffset" })
    .formatToParts(new Date(`${date}T18:00:00Z`))
    .find((part) => part.type === "timeZoneName")!.value;
  const hours = 10 - Number(offset.replace("GMT", ""));
  return { date, startsAt: new Date(`${date}T${String(hours).padStart(2, "0")}:00:00Z`) };
}

/**
 * Registers an agent with one property (50 booking-page visits) and five bookings written straight to the
 * database: two upcoming (confirmed, pending), two completed (one with a compliant notice
 * record, one not) and a no-show with a compliant record.
 */
async function agentWithShowings(page: Page): Promise<Seeded> {
  const { email } = await signUp(page);
  const suffix = randomUUID().slice(0, 6);
  const address = `${100 + Math.floor(Math.random() * 800)} Dashboard Ave`;
  const response = await page.request.post("/api/showbook/properties", {
    data: { addressLine1: address, city: "Oakland", state: "CA", zipCode: "94612", customAvailability: everyDay, bufferTimeMinutes: 0 },
  });
  expect(response.status()).toBe(201);
  const { property } = (await response.json()) as { property: { id: string; fullAddress: string } };

  await withE2eDatabase(async (sql) => {
    const [agent] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
    const [owner] = await sql<{ id: string }[]>`
      insert into landlords (agent_id, first_name, last_name) values (${agent.id}, 'Olivia', ${`Park${suffix}`}) returning id`;
    await sql`update properties set landlord_id = ${owner.id} where id = ${property.id}`;
    // 50 visits of the booking page, 5 of which booked: conversion counts visits that booked.
    await sql`insert into booking_page_views (property_id, visitor_key, day, booked_at)
      select ${property.id}::uuid, 'e2e-visitor-' || n, current_date, case when n <= 5 then now() end from generate_series(1, 50) as n`;
    const plans: { days: number; status: string; name: string; compliant?: boolean }[] = [
      { days: 2, status: "confirmed", name: `Upcoming Confirmed ${suffix}` },
      { days: 5, status: "pending", name: `Upcoming Pending ${suffix}` },
      { days: -3, status: "completed", name: `Past Compliant ${suffix}`, compliant: true },
      { days: -5, status: "completed", name: `Past Late ${suffix}`, compliant: false },
      { days: -8, status: "no_show", name: `Past NoShow ${suffix}`, compliant: true },
    ];
    for (const plan of plans) {
      const { date, startsAt } = laMorning(plan.days);
      const endsAt = new Date(+startsAt + 30 * 60_000);
      const [booking] = await sql<{ id: string }[]>`
        insert into bookings (property_id, agent_id, confirmation_number, status, starts_at, ends_at, blocked_period,
          showing_date, showing_time, requester_type, buyer_name, buyer_email, buyer_phone, fee_cents, payment_status, manage_token)
        values (${property.id}, ${agent.id}, ${`SB-E2E-${randomUUID().slice(0, 8).toUpperCase()}`}, ${plan.status}, ${startsAt}, ${endsAt},
          ${`[${startsAt.toISOString()},${endsAt.toISOString()})`}, ${date}, '10:00', 'buyer', ${plan.name},
          ${`${plan.name.replaceAll(" ", ".").toLowerCase()}@test.showbook.app`}, '510-555-0100', 1000, 'mock', ${randomUUID()})
        returning id`;
      if (plan.compliant !== undefined) {
        await sql`insert into compliance_records (booking_id, applicable, compliant, checks)
          values (${booking.id}, true, ${plan.compliant}, ${sql.json([{ rule: "notice", passed: plan.compliant, detail: plan.compliant ? "Notice 72 hours ahead" : "Notice only 20 hours ahead" }])})`;
      }
    }
  });
  return { address: property.fullAddress, suffix };
}

test("[dashboard] calendar moves by four weeks and exports .ics; upcoming filters and CSV", async ({ page }) => {
  const { suffix } = await agentWithShowings(page);

  await page.goto("/calendar");
  const upcomingCard = page.getByText(`Upcoming Confirmed ${suffix}`);
  await expect(upcomingCard).toBeVisible();
  const range = page.getByRole("heading", { level: 2 }).first();
  const firstRange = await range.textContent();
  await page.getByRole("button", { name: "Next 4 Weeks" }).click();
  await expect(range).not.toHaveText(firstRange!);
  await expect(upcomingCard).toBeHidden();
  await page.getByRole("button", { name: "Previous 4 Weeks" }).click();
  await expect(range).toHaveText(firstRange!);
  await expect(upcomingCard).toBeVisible();
  await page.getByRole("button", { name: "Next 4 Weeks" }).click();
  await page.getByRole("button", { name: "Today" }).click();
  await expect(upcomingCard).toBeVisible();

  const icsDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export All (.ics)" }).click();
  const ics = await readFile((await (await icsDownload).path())!, "utf8");
  expect((await icsDownload).suggestedFilename()).toMatch(/\.ics$/);
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("DURATION:PT30M");
  expect(ics).toContain("TRIGGER:-PT15M");

  const bad = await page.request.get("/api/showbook/calendar-data?startDate=2026-02-30");
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error).toBe("startDate must be a valid date in YYYY-MM-DD format");

  await page.goto("/upcoming");
  const table = page.getByRole("table");
  await expect(table.getByText(`Upcoming Confirmed ${suffix}`)).toBeVisible();
  await expect(table.getByText(`Upcoming Pending ${suffix}`)).toBeVisible();
  await page.getByLabel("Status").selectOption("pending");
  await expect(table.getByText(`Upcoming Confirmed ${suffix}`)).toBeHidden();
  await expect(table.getByText(`Upcoming Pending ${suffix}`)).toBeVisible();

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV" }).click();
  expect((await csvDownload).suggestedFilename()).toMatch(/^upcoming-showings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await (await csvDownload).path())!, "utf8");
  expect(csv).toContain(`Upcoming Pending ${suffix}`);
  expect(csv).not.toContain(`Upcoming Confirmed ${suffix}`);
});

test("[dashboard] completed showings read filters from the URL and show the compliance percentage; stats cards", async ({ page }) => {
  const { suffix, address } = await agentWithShowings(page);

  await page.goto("/completed");
  await expect(page.getByTestId("completed-count")).toHaveText("3");
  // Two of three records compliant.
  await expect(page.getByTestId("compliance-percent")).toHaveText("66.7% compliant");

  await page.goto("/completed?range=90&status=completed");
  await expect(page.getByLabel("Time range")).toHaveValue("90");
  await expect(page.getByLabel("Status")).toHaveValue("completed");
  await expect(page.getByTestId("completed-count")).toHaveText("2");
  await expect(page.getByTestId("compliance-percent")).toHaveText("50% compliant");
  await expect(page.getByRole("table").getByText(`Past NoShow ${suffix}`)).toBeHidden();

  await page.getByLabel("Owner").fill(`park${suffix}`);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(new RegExp(`owner=park${suffix}`));
  await expect(page.getByTestId("completed-count")).toHaveText("2");
  await page.goto("/completed?range=7&property=no-such-street");
  await expect(page.getByText("No completed showings")).toBeVisible();

  await page.goto("/completed?range=all");
  await page.getByRole("button", { name: /^View showing/ }).first().click();
  await expect(page.getByRole("dialog").getByText(address)).toBeVisible();
  await page.keyboard.press("Escape");
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await csvDownload).suggestedFilename()).toMatch(/^completed-showings-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto("/stats");
  const card = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(card("Total Properties")).toHaveText("1");
  await expect(card("Total Bookings")).toHaveText("5");
  await expect(card("Total Views")).toHaveText("50");
  await expect(card("Conversion Rate")).toHaveText("10.0%");
  await expect(card("Avg Bookings per Property")).toHaveText("5.0");
  await expect(card("Estimated Revenue")).toHaveText("$375");
  await expect(page.getByRole("heading", { name: "My Properties" })).toBeVisible();
});

test("[support] a bug report is validated and opens an e-mail draft", async ({ page }) => {
  await signUp(page);
  await page.goto("/support");
  await expect(page.getByText("9:00–6:00 PST")).toBeVisible();
  await page.getByRole("button", { name: "Submit Bug Report" }).click();
  await expect(page.getByText("Summary is required")).toBeVisible();
  await expect(page.getByText("Description is required")).toBeVisible();

  await page.getByLabel("Summary").fill("Calendar export is empty");
  await page.getByLabel("Priority").first().selectOption("high");
  await page.getByLabel("Description", { exact: true }).first().fill("The .ics file has no events.");
  await page.getByRole("button", { name: "Submit Bug Report" }).click();
  const draft = page.getByRole("link", { name: "Open the e-mail draft" });
  await expect(draft).toBeVisible();
  const href = (await draft.getAttribute("href"))!;
  expect(href.startsWith("mailto:support@showbook.app?subject=")).toBe(true);
  expect(decodeURIComponent(href)).toContain("[HIGH] Calendar export is empty");
  expect(decodeURIComponent(href)).toContain("The .ics file has no events.");
});

test("[stats] a visitor's views of the booking and share pages count once a day, bots not at all, and conversion is visits that booked", async ({ page, browser }) => {
  // Seven page loads in three browsers and two bookings.
  test.slow();
  const property = await createListedProperty(page);
  const visit = async (userAgent: string) => {
    const context = await browser.newContext({ userAgent });
    const visitor = await context.newPage();
    await visitor.goto(`/property/share/${property.slug}`);
    await visitor.goto(`/book/${property.slug}`);
    await visitor.reload();
    return visitor;
  };
  await visit("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
  const visitor = await visit("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 e2e-visitor");
  await visit("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 e2e-visitor");

  // One visitor books twice: one visit that booked, so 1 of 2 visits converted (bookings ÷ views would say 100 %).
  await bookInMockMode(visitor, property.slug, { name: "Vera Visitor", email: uniqueEmail("vera"), phone: "415-555-0177" }, 2);
  await bookInMockMode(visitor, property.slug, { name: "Vera Visitor", email: uniqueEmail("vera"), phone: "415-555-0177" }, 3);

  const card = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(async () => {
    await page.goto("/stats");
    await expect(card("Total Views")).toHaveText("2", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card("Total Bookings")).toHaveText("2");
  await expect(card("Conversion Rate")).toHaveText("50.0%");
  const row = page.getByRole("row").filter({ hasText: property.fullAddress });
  await expect(row.getByRole("cell")).toHaveText([property.fullAddress, "2", "2", "50.0%"]);
});

test("[dashboard] printed, the compliance report is a clean document: no banner or screen heading, no blank page, dates with year and zone", async ({
  page,
}) => {
  const { address, suffix } = await agentWithShowings(page);
  await page.goto("/completed?range=all");
  await expect(page.getByTestId("completed-count")).toHaveText("3");
  // The account is not verified: the screen carries the banner the printout must not.
  await expect(page.getByText("Please verify your e-mail address")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(await page.pdf({ format: "Letter" }))), { mergePages: true });
  // One property, one page: no blank page after the last one.
  expect(totalPages).toBe(1);
  expect(text).toContain(`Compliance report: ${address}`);
  expect(text).toContain(`Past Compliant ${suffix}`);
  for (const screenOnly of ["Please verify your e-mail address", "Completed Showings", "Export CSV", "Sign out", "Privacy"]) {
    expect(text, screenOnly).not.toContain(screenOnly);
  }
  const { date } = laMorning(-3);
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
  expect(text).toMatch(new RegExp(`${day},\\s+10:00\\s+AM\\s+P[SD]T`));

  // The entry record's notice table: each column's text stands apart from the next, on screen and printed.
  const bookingId = await withE2eDatabase(async (sql) => {
    const [booking] = await sql<{ id: string; agent_id: string }[]>`select id, agent_id from bookings where buyer_name = ${`Past Compliant ${suffix}`}`;
    await sql`insert into notifications (booking_id, agent_id, kind, channel, recipient_role, recipient_address, template, body, status, sent_at, delivered_at)
      values (${booking.id}, ${booking.agent_id}, 'entry_notice', 'email', 'resident', ${`resident-${suffix}@test.showbook.app`}, 'entry_notice',
        'Notice of entry', 'delivered', now() - interval '4 days', now() - interval '4 days')`;
    return booking.id;
  });
  for (const media of ["screen", "print"] as const) {
    await page.emulateMedia({ media });
    await page.goto(`/showings/${bookingId}/entry-record`);
    const row = page.getByRole("row").filter({ hasText: `resident-${suffix}@test.showbook.app` });
    const gaps = await row.evaluate((tr) => {
      const extent = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      const cells = [...tr.children];
      return cells.slice(1).map((cell, index) => extent(cell).left - extent(cells[index]).right);
    });
    for (const gap of gaps) expect(gap, `${media}: ${gaps.join(", ")}`).toBeGreaterThanOrEqual(8);
  }
});

test("[properties] the bookings modal's tabs mean what the Upcoming and Completed pages mean", async ({ page }) => {
  const { suffix, address } = await agentWithShowings(page);

  await page.goto("/properties");
  await page.getByRole("article", { name: address }).getByRole("button", { name: "View Bookings" }).click();
  const dialog = page.getByRole("dialog", { name: "Bookings" });
  // Upcoming, as on the Upcoming page: the pending request beside the confirmed showing.
  await expect(dialog.getByRole("tab", { name: "Upcoming (2)" })).toHaveAttribute("aria-selected", "true");
  const upcoming = dialog.getByRole("tabpanel");
  await expect(upcoming.getByText(`Upcoming Pending ${suffix}`)).toBeVisible();
  await expect(upcoming.getByText("Awaiting approval")).toBeVisible();
  await expect(upcoming.getByText(`Upcoming Confirmed ${suffix}`)).toBeVisible();

  // Completed, as on the Completed page: the no-show too.
  await dialog.getByRole("tab", { name: "Completed (3)" }).click();
  const completed = dialog.getByRole("tabpanel");
  for (const name of ["Past Compliant", "Past Late", "Past NoShow"]) await expect(completed.getByText(`${name} ${suffix}`)).toBeVisible();
  await expect(completed.getByText(`Upcoming Pending ${suffix}`)).toBeHidden();
  await page.keyboard.press("Escape");

  await page.goto("/upcoming");
  await expect(page.getByRole("table").getByText(`Upcoming Pending ${suffix}`)).toBeVisible();
  await page.goto("/completed");
  await expect(page.getByTestId("completed-count")).toHaveText("3");
});
