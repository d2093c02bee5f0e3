import { expect, test } from "@playwright/test";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { uniqueEmail } from "./helpers";

test("[properties] the agent blocks a booked date in the schedule editor: the showing is listed to move or cancel and the booking page no longer offers the date", async ({ page }) => {
  const property = await createListedProperty(page);
  const confirmation = await bookInMockMode(page, property.slug, { name: "Bea Booker", email: uniqueEmail("booker"), phone: "(415) 555-0123" }, 3);
  const blockedDate = await page.evaluate(async (id) => {
    const response = await fetch(`/api/showbook/properties/${id}/bookings`);
    const { bookings } = (await response.json()) as { bookings: { showingDate: string }[] };
    return bookings[0].showingDate;
  }, property.id);
  await page.goto(`/book/${property.slug}`);
  await page.getByRole("button", { name: "Buyer", exact: true }).click();
  await expect(page.getByLabel("Showing date").locator(`option[value="${blockedDate}"]`)).toHaveCount(1);

  await page.goto("/properties");
  await page.getByRole("article", { name: property.fullAddress }).getByRole("button", { name: "Edit Property" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Property" });
  await expect(editor.getByText("No blocked dates or special hours.")).toBeVisible();
  await editor.getByLabel("From").fill(blockedDate);
  await editor.getByLabel("Label (optional)").fill("Vacation");
  await editor.getByRole("button", { name: "Block dates" }).click();
  await expect(page.getByText("Dates blocked")).toBeVisible();
  await expect(page.getByText("1 showing is booked on these dates: move or cancel them.")).toBeVisible();
  const entries = editor.getByRole("list", { name: "Blocked dates and special hours" });
  await expect(entries).toContainText("Blocked: no showings · Vacation");
  await expect(entries.getByRole("alert")).toContainText("1 showing is booked on these dates and still stand");
  await expect(entries.getByRole("alert")).toContainText(confirmation);
  await entries.getByRole("button", { name: "Manage bookings" }).click();
  await expect(page.getByRole("dialog")).toContainText(confirmation);

  await page.goto(`/book/${property.slug}`);
  await page.getByRole("button", { name: "Buyer", exact: true }).click();
  await expect(page.getByLabel("Showing date").locator("option").nth(2)).toBeAttached();
  await expect(page.getByLabel("Showing date").locator(`option[value="${blockedDate}"]`)).toHaveCount(0);
});
