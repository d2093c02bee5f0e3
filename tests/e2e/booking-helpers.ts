import { randomInt } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signUp } from "./helpers";

const day = { enabled: true, start: "09:00", end: "17:00" };
const everyDay = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };

export type TestProperty = { id: string; slug: string; fullAddress: string };

/** Registers an agent and lists a property through the API; the page stays signed in as that agent. */
export async function createListedProperty(page: Page, street = `${Math.floor(Math.random() * 9000) + 100} Market St`) {
  await signUp(page);
  const response = await page.request.post("/api/showbook/properties", {
    data: { addressLine1: street, city: "San Francisco", state: "CA", zipCode: "94105", customAvailability: everyDay, bufferTimeMinutes: 0 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { property: TestProperty }).property;
}

/** The property's card on /properties, where its agent manages it. */
export async function openPropertyCard(page: Page, property: TestProperty): Promise<Locator> {
  await page.goto("/properties");
  return page.getByRole("article", { name: property.fullAddress });
}

export async function fillBookingForm(page: Page, requester: string, contact: { name: string; email: string; phone: string }, dateIndex = 2) {
  await page.getByRole("button", { name: requester, exact: true }).click();
  await page.getByLabel("Name", { exact: true }).fill(contact.name);
  await page.getByLabel("Email", { exact: true }).fill(contact.email);
  await page.getByLabel("Phone", { exact: true }).fill(contact.phone);
  if (requester === "Buyer's Agent") await page.getByLabel("Buyer's name").fill(`${contact.name}'s buyer`);
  await page.getByLabel("Showing date").selectOption({ index: dateIndex });
  await page.getByRole("group", { name: "Showing time" }).getByRole("button").and(page.locator(":enabled")).first().click();
}

/** Books the first free slot of the date at `dateIndex` through the form and the mock payment step; returns the confirmation number. */
export async function bookInMockMode(page: Page, slug: string, contact: { name: string; email: string; phone: string }, dateIndex = 2) {
  await page.goto(`/book/${slug}`);
  await fillBookingForm(page, "Buyer", contact, dateIndex);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "Pay $10" }).click();
  const number = page.getByTestId("confirmation-number");
  await expect(number).toHaveText(/^SB-/);
  return (await number.textContent())!;
}

/** The first free slot of the property, from the public availability call. */
export async function firstFreeSlot(request: APIRequestContext, propertyId: string) {
  const answer = await request.get(`/api/showbook/public/property/${propertyId}/availability`);
  expect(answer.status()).toBe(200);
  const { days } = (await answer.json()) as { days: { date: string; slots: { time: string; available: boolean }[] }[] };
  for (const bookable of days) {
    const slot = bookable.slots.find((candidate) => candidate.available);
    if (slot) return { showingDate: bookable.date, showingTime: slot.time };
  }
  throw new Error("no free slot");
}

/** A client address of its own (the test server trusts the loopback's X-Forwarded-For), so per-address limits start afresh. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Books the property's first free slot as a buyer through the public API (the test server's mock
 * payments book directly); returns the confirmation number. For tests about what a booking leads
 * to: the booking form itself is tested in booking.spec.ts (and bookInMockMode goes through it).
 * Each booking comes from an address of its own: the bookings a long suite makes for its data
 * would otherwise run into the per-address booking limit of one worker's address.
 */
export async function bookThroughApi(request: APIRequestContext, propertyId: string, contact: { name: string; email: string; phone: string }) {
  const slot = await firstFreeSlot(request, propertyId);
  const booked = await request.post("/api/showbook/public/book", {
    data: { propertyId, requesterType: "buyer", ...contact, ...slot, agreeToTerms: true },
    headers: { "x-forwarded-for": freshAddress() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { confirmation_number: string } };
  expect(booking.confirmation_number).toMatch(/^SB-/);
  return booking.confirmation_number;
}

/**
 * Makes the property tenant-occupied: a resident who agreed in writing to electronic notice
 * (without it, e-mail and SMS would be courtesy copies) is linked to it, with `settings`.
 */
export async function linkResident(page: Page, propertyId: string, firstName: string, settings: Record<string, unknown> = {}) {
  const resident = await page.request.post("/api/showbook/residents", {
    data: {
      firstName,
      lastName: "Resident",
      email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
      phone: "(510) 555-0142",
      electronicNoticeConsentAt: "2026-01-05",
      electronicNoticeConsentEvidence: "Lease addendum, signed on paper",
    },
  });
  expect(resident.status()).toBe(201);
  const { resident: created } = (await resident.json()) as { resident: { id: string } };
  const link = await page.request.put(`/api/showbook/properties/${propertyId}`, { data: { residentId: created.id, ...settings } });
  expect(link.ok()).toBe(true);
}

/** Fills the $1 demo's booker, notice recipient and terms (the date and time are chosen by the caller). */
export async function fillDemoBooker(page: Page) {
  await page.getByLabel("Buyer name").fill("Dana Demo");
  await page.getByLabel("Buyer email").fill("dana@example.com");
  await page.getByLabel("Buyer phone").fill("415-555-0101");
  await page.getByLabel("Recipient name").fill("Riley Resident");
  await page.getByLabel("Recipient email").fill("riley@example.com");
  await page.getByLabel("Recipient phone").fill("415-555-0103");
  await page.getByLabel("Mailing address").fill("1 Demo Way");
  await page.getByLabel(/I agree to the booking terms/).check();
}
