import { expect, test } from "@playwright/test";
import { createListedProperty } from "./booking-helpers";

test("[properties] public showing instructions are edited on the card and shown on the booking page", async ({ page }) => {
  const property = await createListedProperty(page);
  await page.goto("/properties");
  const card = page.getByRole("article", { name: property.fullAddress });
  await card.getByLabel("Public showing instructions").fill("Park on Elm Street; use the side gate.");
  await card.getByLabel("Private showing instructions").focus();
  await expect(page.getByText("Instructions saved")).toBeVisible();

  await page.goto(`/book/${property.slug}`);
  await expect(page.getByText("Park on Elm Street; use the side gate.")).toBeVisible();
});

test("[notices] without the resident's consent to e-mail, the agent posts the door notice and records it", async ({ page }) => {
  const property = await createListedProperty(page);
  const resident = await page.request.post("/api/showbook/residents", {
    data: { firstName: "Dana", lastName: "Resident", email: `dana-${Date.now()}@example.com`, phone: "(510) 555-0142" },
  });
  const { resident: created } = (await resident.json()) as { resident: { id: string } };
  expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { residentId: created.id } })).ok()).toBe(true);

  await page.goto("/properties");
  await expect(page.getByLabel("Written for-sale notice given to the resident on")).toBeVisible();

  // The first slot offered leaves the agent time to post the notice 24 hours ahead.
  const { days } = await (await page.request.get(`/api/showbook/public/property/${property.id}/availability`)).json();
  const day = days.find((candidate: { slots: { available: boolean }[] }) => candidate.slots.some((slot) => slot.available));
  const slot = day.slots.find((candidate: { available: boolean }) => candidate.available);
  expect(+new Date(slot.startsAt) - Date.now()).toBeGreaterThan(28 * 3_600_000 - 60_000);
  const booked = await page.request.post("/api/showbook/public/book", {
    data: { propertyId: property.id, requesterType: "buyer", name: "Bo Buyer", email: "bo@example.com", phone: "415-555-0100", date: day.date, time: slot.time, termsAccepted: true },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };

  await page.goto(`/showings/${booking.id}/notice`);
  const posting = page.getByRole("region", { name: "Posting the notice" });
  await expect(posting).toContainText("Post this notice on or under the resident’s entry door by");
  const now = new Date(Date.now() - 5 * 60_000);
  const local = new Date(+now - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await posting.getByLabel("How").selectOption({ label: "Posted at the door" });
  await posting.getByLabel("When").fill(local);
  await posting.getByLabel("By whom").fill("Sam Agent");
  await posting.getByRole("button", { name: "Record Notice" }).click();
  await expect(page.getByText("Notice recorded")).toBeVisible();
  await expect(posting.getByRole("list", { name: "Notices given by hand" })).toContainText("Posted at the door");
  await expect(posting).toContainText("The resident has been given notice that the law counts");

  await page.goto(`/showings/${booking.id}/entry-record`);
  await expect(page.getByRole("heading", { name: "§ 1954 verdict: Compliant" })).toBeVisible();
});
