import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { Webhook } from "svix";
import twilio from "twilio";
import { signLobPayload } from "@/lib/notifications/webhook-signatures";
import { E2E_LOB_WEBHOOK_SECRET, E2E_RESEND_WEBHOOK_SECRET, E2E_TWILIO_AUTH_TOKEN } from "../../playwright.config";
import { bookInMockMode, createListedProperty, fillBookingForm } from "./booking-helpers";
import { signInAsAdmin } from "./helpers";

test("[webhooks] refuse bad signatures and ignore replays", async ({ request, baseURL }) => {
  const body = JSON.stringify({ type: "email.delivered", created_at: new Date().toISOString(), data: { email_id: "unknown-email" } });
  const bad = await request.post("/api/webhooks/resend", {
    data: body,
    headers: { "content-type": "application/json", "svix-id": "msg_x", "svix-timestamp": `${Math.floor(Date.now() / 1000)}`, "svix-signature": "v1,bad" },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: "Invalid signature", code: "bad_request" });

  const id = `msg_${Date.now()}`;
  const now = new Date();
  const headers = {
    "content-type": "application/json",
    "svix-id": id,
    "svix-timestamp": `${Math.floor(+now / 1000)}`,
    "svix-signature": new Webhook(E2E_RESEND_WEBHOOK_SECRET).sign(id, now, body),
  };
  expect(await (await request.post("/api/webhooks/resend", { data: body, headers })).json()).toMatchObject({ outcome: "unknown_message" });
  expect(await (await request.post("/api/webhooks/resend", { data: body, headers })).json()).toMatchObject({ outcome: "replayed" });

  const lobBody = JSON.stringify({ id: `evt_${Date.now()}`, event_type: { id: "letter.delivered" }, body: { id: "ltr_unknown" } });
  const timestamp = new Date().toISOString();
  const lobBad = await request.post("/api/webhooks/lob", {
    data: lobBody,
    headers: { "content-type": "application/json", "lob-signature": "0".repeat(64), "lob-signature-timestamp": timestamp },
  });
  expect(lobBad.status()).toBe(400);
  const lobGood = await request.post("/api/webhooks/lob", {
    data: lobBody,
    headers: { "content-type": "application/json", "lob-signature": signLobPayload(E2E_LOB_WEBHOOK_SECRET, lobBody, timestamp), "lob-signature-timestamp": timestamp },
  });
  expect(lobGood.status()).toBe(200);

  const params = { MessageSid: "SMunknown", MessageStatus: "delivered" };
  const twilioBad = await request.post("/api/webhooks/twilio", { form: params, headers: { "x-twilio-signature": "bad" } });
  expect(twilioBad.status()).toBe(400);
  const signature = twilio.getExpectedTwilioSignature(E2E_TWILIO_AUTH_TOKEN, `${baseURL}/api/webhooks/twilio`, params);
  const twilioGood = await request.post("/api/webhooks/twilio", { form: params, headers: { "x-twilio-signature": signature } });
  expect(twilioGood.status()).toBe(200);
});

test("[manage] the booker cancels from the link in the confirmation e-mail", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  await page.goto(`/book/${property.slug}`);
  await fillBookingForm(page, "Buyer", { name: "Cara Cancel", email: "cara@example.com", phone: "415-555-0111" }, 4);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "Pay $10" }).click();
  const confirmation = (await page.getByTestId("confirmation-number").textContent()) ?? "";

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/dev/outbox");
  const email = admin.getByRole("article", { name: "Email to Buyer" }).filter({ hasText: confirmation });
  const text = (await email.textContent()) ?? "";
  const link = /Manage your showing: (\S+)/.exec(text)?.[1];
  expect(link).toMatch(/\/bookings\/manage\//);

  // The booker has no account: a fresh browser context.
  const booker = await (await browser.newContext()).newPage();
  await booker.goto(new URL(link!).pathname);
  await expect(booker.getByRole("heading", { name: "Your showing" })).toBeVisible();
  await expect(booker.getByText(confirmation)).toBeVisible();
  await expect(booker.getByLabel("New date")).toBeVisible();
  await booker.getByRole("button", { name: "Cancel Showing" }).click();
  await booker.getByRole("button", { name: "Yes, cancel my showing" }).click();
  // Only those told are named: a vacant unit has no resident to tell.
  await expect(booker.getByRole("status").filter({ hasText: "This showing is cancelled." })).toHaveText("This showing is cancelled. The listing agent has been told.");
  await expect(booker.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(booker.getByRole("button", { name: "Cancel Showing" })).toHaveCount(0);

  await admin.goto("/dev/outbox");
  await expect(admin.getByRole("article", { name: "Email to Listing agent" }).filter({ hasText: "Showing cancelled" }).filter({ hasText: confirmation })).toBeVisible();
});

test("[manage] the manage page offers the calendar file as the showing stands: moved, then cancelled, one UID with a rising SEQUENCE", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  const booker = await (await browser.newContext()).newPage();
  await bookInMockMode(booker, property.slug, { name: "Cal Endar", email: "cal@example.com", phone: "415-555-0112" }, 3);
  const managePath = (await booker.getByRole("link", { name: "Manage your showing" }).getAttribute("href"))!;
  // The file a click downloads, read with ical.js.
  const calendarFile = async (on: Page, control: Locator) => {
    const [file] = await Promise.all([on.waitForEvent("download"), control.click()]);
    const vevent = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, "utf8"))).getFirstSubcomponent("vevent")!;
    return {
      filename: file.suggestedFilename(),
      uid: vevent.getFirstPropertyValue("uid"),
      sequence: Number(vevent.getFirstPropertyValue("sequence")),
      status: vevent.getFirstPropertyValue("status"),
      start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate(),
    };
  };
  const booked = await calendarFile(booker, booker.getByRole("button", { name: "Download .ics" }));

  await booker.goto(managePath);
  const fromManagePage = () => calendarFile(booker, booker.getByRole("link", { name: "Update your calendar (.ics)" }));
  expect(await fromManagePage()).toEqual(booked);

  await booker.getByLabel("New date").selectOption({ index: 4 });
  await booker.getByRole("group", { name: "Showing time" }).getByRole("button").and(booker.locator(":enabled")).last().click();
  await booker.getByRole("button", { name: "Reschedule Showing" }).click();
  await expect(booker.getByText("This showing has already been rescheduled once.")).toBeVisible();
  const moved = await fromManagePage();
  expect(moved).toMatchObject({ filename: booked.filename, uid: booked.uid, status: "CONFIRMED" });
  expect(moved.sequence).toBeGreaterThan(booked.sequence);
  expect(moved.start).not.toEqual(booked.start);

  await booker.getByRole("button", { name: "Cancel Showing" }).click();
  await booker.getByRole("button", { name: "Yes, cancel my showing" }).click();
  await expect(booker.getByRole("status").filter({ hasText: "This showing is cancelled." })).toBeVisible();
  const cancelled = await fromManagePage();
  expect(cancelled).toMatchObject({ uid: booked.uid, status: "CANCELLED", start: moved.start });
  expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
});
