import { expect, test, type Locator } from "@playwright/test";
import { formatRecordTime, fromLocal, toLocal } from "@/lib/time/zoned-time";
import { createListedProperty } from "./booking-helpers";

const PACIFIC = "America/Los_Angeles";

/** Pixels a control has to spare beyond its longest option (a select) or its value (an input) in its own font: negative when cut off. */
function roomLeft(control: Locator): Promise<number> {
  return control.evaluate((element: HTMLInputElement | HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const texts = element instanceof HTMLSelectElement ? [...element.options].map((option) => option.text) : ["12/31/2026, 12:00 PM"];
    const widest = Math.max(...texts.map((text) => context.measureText(text).width));
    // The select's arrow and the date field's calendar button take about 24 px beside the text.
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24 - widest;
  });
}

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

test.describe("[notices] the door notice, in a browser far from the property", () => {
  // Tokyo is 17 hours ahead of the property: a field read in the browser's zone would be a day off.
  test.use({ timezoneId: "Asia/Tokyo", viewport: { width: 1366, height: 768 } });

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
    // The printed notice states its title once.
    expect((await page.locator("article").innerText()).match(/notice of intent to enter/gi)).toHaveLength(1);

    // On a 1366 px screen every field shows its whole value.
    const how = posting.getByLabel("How");
    const when = posting.getByLabel("When (Pacific Time)");
    await how.selectOption({ label: "Handed to the resident" });
    const bookedLocal = toLocal(new Date(), PACIFIC);
    await when.fill(`${bookedLocal.date}T${bookedLocal.time}`);
    for (const [name, field] of [["How", how], ["When", when]] as const) expect(await roomLeft(field), name).toBeGreaterThanOrEqual(0);

    // An hour before the booking existed (Pacific time, as the label says): refused on the field.
    const before = toLocal(new Date(Date.now() - 3_600_000), PACIFIC);
    await how.selectOption({ label: "Posted at the door" });
    await when.fill(`${before.date}T${before.time}`);
    await posting.getByLabel("By whom").fill("Sam Agent");
    await posting.getByRole("button", { name: "Record Notice" }).click();
    await expect(when).toHaveAttribute("aria-invalid", "true");
    await expect(when).toHaveAccessibleDescription(/^The showing was booked at .* P[SD]T: no notice of it can have been given before then$/);
    await expect(posting.getByRole("list", { name: "Notices given by hand" })).toHaveCount(0);

    // Now, in the property's zone: recorded as typed, whatever the browser's zone.
    const now = toLocal(new Date(), PACIFIC);
    const typed = fromLocal(now.date, now.time, PACIFIC)!;
    await when.fill(`${now.date}T${now.time}`);
    await posting.getByRole("button", { name: "Record Notice" }).click();
    await expect(page.getByText("Notice recorded")).toBeVisible();
    await expect(posting.getByRole("list", { name: "Notices given by hand" })).toContainText(`Posted at the door ${formatRecordTime(typed, PACIFIC)} by Sam Agent`);
    await expect(posting).toContainText("The resident has been given notice that the law counts");

    await page.goto(`/showings/${booking.id}/entry-record`);
    await expect(page.getByRole("heading", { name: "§ 1954 verdict: Compliant" })).toBeVisible();
  });
});
