import http from "node:http";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createListedProperty } from "./booking-helpers";
import { signUp } from "./helpers";

const resident = {
  firstName: "Dana",
  lastName: "Resident",
  phone: "(510) 555-0142",
  electronicNoticeConsentAt: "2026-01-05",
  electronicNoticeConsentEvidence: "Lease addendum, signed on paper",
};

test("[properties] an occupied unit's card and schedule editor show which hours are offered and why, and standing consent widens them", async ({ page }) => {
  const property = await createListedProperty(page);
  const created = await page.request.post("/api/showbook/residents", { data: { ...resident, email: `dana-${Date.now()}@example.com` } });
  expect(created.status()).toBe(201);
  const { resident: saved } = (await created.json()) as { resident: { id: string; email: string } };
  expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { residentId: saved.id } })).ok()).toBe(true);

  await page.goto("/properties");
  const card = page.getByRole("article", { name: property.fullAddress });
  const offered = card.getByRole("region", { name: "Hours offered to visitors" });
  await expect(offered).toContainText("Monday 9:00 AM – 5:00 PM: Offered 9:00 AM – 5:00 PM");
  await expect(offered).toContainText("Saturday 9:00 AM – 5:00 PM: Not offered: 9:00 AM – 5:00 PM is outside business hours");
  await expect(offered).toContainText("Monday to Friday 8:00 AM – 6:00 PM");
  await expect(offered).toContainText("Civil Code § 1954(b)");
  await expect(offered).toContainText("except US federal and California state holidays");

  await card.getByRole("button", { name: "Edit Property" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Property" });
  await editor.getByLabel("Monday end time").selectOption("20:00");
  await expect(editor.getByText("Monday: Offered 9:00 AM – 6:00 PM; not offered 6:00 PM – 8:00 PM (outside business hours)")).toBeVisible();
  await expect(editor.getByText("Sunday: Not offered: 9:00 AM – 5:00 PM is outside business hours")).toBeVisible();
  await editor.getByRole("button", { name: "Cancel" }).click();

  const consent = await page.request.put(`/api/showbook/residents/${saved.id}`, {
    data: { ...resident, email: saved.email, otherHoursConsentAt: "2026-03-02", otherHoursConsentEvidence: "Lease addendum 2, signed on paper" },
  });
  expect(consent.ok()).toBe(true);
  await page.reload();
  await expect(offered).toContainText("Tenant agreed in writing on March 2, 2026 to showings outside business hours");
  await expect(offered).toContainText("Saturday 9:00 AM – 5:00 PM: Offered 9:00 AM – 5:00 PM");

  // The booking page now offers the weekend days the card says are offered.
  await page.goto(`/book/${property.slug}`);
  await page.getByRole("button", { name: "Buyer", exact: true }).click();
  const dates = await page.getByLabel("Showing date").locator("option").allTextContents();
  expect(dates.some((label) => /Saturday|Sunday/.test(label))).toBe(true);
});

test("[properties] an agent uploads a property photo on the card and it shows on the booking page", async ({ page, browser, baseURL }) => {
  const property = await createListedProperty(page);
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 150, b: 90 } } }).png().toBuffer();

  await page.goto("/properties");
  const card = page.getByRole("article", { name: property.fullAddress });
  await card.getByLabel("Property photo").setInputFiles({ name: "house.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByText("Photo saved")).toBeVisible();
  const preview = card.getByRole("img", { name: `Photo of ${property.fullAddress}` });
  await expect(preview).toBeVisible();
  const src = (await preview.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/api\/files\/property-photos\/.+\.webp$/);

  // Checked by content: a text file named .jpg is refused with the reason.
  await card.getByLabel("Replace property photo").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image") });
  await expect(page.getByText(/Only JPEG, PNG and WebP photos can be uploaded/)).toBeVisible();

  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");

  await page.goto(`/book/${property.slug}`);
  const shown = page.getByRole("img", { name: `Photo of ${property.fullAddress}` });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);

  // Too large is 413, answered from the declared length before the body is read: the request
  // declares 11 MB and sends only its first kilobyte, then waits for the answer (a client sending
  // the whole body races the server's close, EPIPE). Another agent's upload is 404.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const tooLarge = await new Promise<number>((resolve, reject) => {
    const request = http.request(new URL(`/api/showbook/properties/${property.id}/photo`, baseURL), {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x", "content-length": 11 * 1024 * 1024, connection: "close" },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
    request.write(Buffer.alloc(1024));
  });
  expect(tooLarge).toBe(413);
  const stranger = await (await browser.newContext()).newPage();
  await signUp(stranger);
  const foreign = await stranger.request.post(`/api/showbook/properties/${property.id}/photo`, {
    multipart: { file: { name: "house.png", mimeType: "image/png", buffer: photo } },
  });
  expect(foreign.status()).toBe(404);

  await page.goto("/properties");
  await card.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByText("Photo removed")).toBeVisible();
  await expect(card.getByRole("img", { name: `Photo of ${property.fullAddress}` })).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});
