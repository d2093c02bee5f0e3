import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/scripts/seed";
import { createListedProperty } from "./booking-helpers";
import { signIn, signInAsAdmin, signUp } from "./helpers";


type ApiProperty = { id: string; fullAddress: string; status: string; occupancyStatus: string; bufferTimeMinutes: number; residentId: string | null; landlordId: string | null };

async function apiProperty(page: Page, address: string): Promise<ApiProperty | undefined> {
  const response = await page.request.get("/api/showbook/properties");
  expect(response.ok()).toBe(true);
  const { properties } = (await response.json()) as { properties: ApiProperty[] };
  return properties.find((property) => property.fullAddress === address);
}

test("[properties] unauthenticated API calls get 401 with the sign-in message", async ({ request }) => {
  const response = await request.get("/api/showbook/properties");
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ error: "No authenticated user found" });
});

test("[properties] /add opens the Add Property form", async ({ page }) => {
  await signUp(page);
  await page.goto("/add");
  await expect(page).toHaveURL(/\/properties\?add=1$/);
  await expect(page.getByRole("dialog", { name: "Add Property" })).toBeVisible();
});

test("[properties] an agent adds, configures, links contacts, shares and deletes a property", async ({ page }) => {
  await signUp(page);
  await page.goto("/properties");
  await expect(page.getByText("Profile incomplete - complete for notifications").first()).toBeVisible();

  const street = `${Date.now() % 100000} Custom Schedule Way`;
  const address = `${street}, Unit 2, Sacramento, CA 95814`;
  await page.getByRole("button", { name: "Add Property" }).click();
  const form = page.getByRole("dialog", { name: "Add Property" });
  await form.getByRole("button", { name: "Create Property" }).click();
  await expect(form.getByText("Street address is required")).toBeVisible();

  await form.getByLabel("Street address").fill(street);
  await form.getByLabel("Unit number").fill("2");
  await form.getByLabel("City").fill("Sacramento");
  await expect(form.getByLabel("State")).toHaveValue("CA");
  await form.getByLabel("ZIP code").fill("9581");
  await form.getByRole("button", { name: "Business Hours" }).click();
  await form.getByLabel("Monday start time").selectOption("10:00");
  await form.getByLabel("Monday end time").selectOption("09:30");
  await expect(form.getByText("Monday: end time must be after start time")).toBeVisible();
  await form.getByLabel("Monday end time").selectOption("14:00");
  await form.getByRole("button", { name: "Create Property" }).click();
  await expect(form.getByText("ZIP must be five digits, optionally followed by a hyphen and four digits")).toBeVisible();
  await form.getByLabel("ZIP code").fill("95814");
  await form.getByRole("button", { name: "Create Property" }).click();
  await expect(page.getByText("Property added successfully")).toBeVisible();

  const card = page.getByRole("article", { name: address });
  const hours = card.getByRole("list", { name: "Showing hours" });
  await expect(hours).toContainText("Monday 10:00 AM – 2:00 PM");
  await expect(hours).toContainText("Tuesday–Friday 9:00 AM – 5:00 PM");
  await expect(hours).not.toContainText("Saturday");
  await expect(card.getByText("Automatic booking")).toBeVisible();
  await expect(card.getByText("Showings Booked")).toBeVisible();
  await expect(card.getByText("0 minutes")).toBeVisible();
  await expect(card.getByText(/\/book\/[A-Za-z0-9]{32}[0-9a-z]+$/)).toBeVisible();

  // Public → Private
  await card.getByRole("switch", { name: "Public booking page" }).click();
  await expect(card.getByText("Private", { exact: true })).toBeVisible();
  await expect.poll(async () => (await apiProperty(page, address))?.status).toBe("unlisted");

  // Link a new owner
  await card.getByRole("button", { name: "Add Owner" }).click();
  await page.getByRole("dialog", { name: "Select Owner" }).getByRole("button", { name: "Create New Owner" }).click();
  const ownerForm = page.getByRole("dialog", { name: "Create New Owner" });
  await ownerForm.getByLabel("First name").fill("Priya");
  await ownerForm.getByLabel("Last name").fill("Owner");
  await ownerForm.getByLabel("Phone").fill("(916) 555-0101");
  await ownerForm.getByRole("button", { name: "Create Owner" }).click();
  const ownerColumn = card.getByRole("group", { name: "Owner contact" });
  await expect(ownerColumn.getByText("Priya Owner")).toBeVisible();
  await expect(ownerColumn.getByRole("link", { name: "Call owner" })).toHaveAttribute("href", "tel:+19165550101");

  // Link a new resident: the property becomes tenant-occupied
  await card.getByRole("button", { name: "Add Resident" }).click();
  await page.getByRole("dialog", { name: "Select Resident" }).getByRole("button", { name: "Create New Resident" }).click();
  const residentForm = page.getByRole("dialog", { name: "Create New Resident" });
  await residentForm.getByLabel("First name").fill("Tom");
  await residentForm.getByLabel("Last name").fill("Tenant");
  await residentForm.getByLabel("Email", { exact: true }).fill("tom.tenant@example.com");
  await residentForm.getByRole("button", { name: "Create Resident" }).click();
  const residentColumn = card.getByRole("group", { name: "Resident contact" });
  await expect(residentColumn.getByText("Tom Tenant")).toBeVisible();
  await expect(residentColumn.getByRole("link", { name: "Email resident" })).toHaveAttribute("href", "mailto:tom.tenant@example.com");
  await expect(card.getByText("Tenant-occupied")).toBeVisible();

  // Disconnect the resident, with confirmation
  await residentColumn.getByRole("button", { name: "Disconnect resident" }).click();
  await page.getByRole("alertdialog", { name: "Disconnect resident?" }).getByRole("button", { name: "Disconnect" }).click();
  await expect(card.getByText("Vacant", { exact: true })).toBeVisible();
  await expect(residentColumn.getByRole("button", { name: "Add Resident" })).toBeVisible();
  const afterDisconnect = await apiProperty(page, address);
  expect(afterDisconnect).toMatchObject({ occupancyStatus: "vacant", residentId: null });
  expect(afterDisconnect?.landlordId).toBeTruthy();

  // Edit the buffer
  await card.getByRole("button", { name: "Edit Property" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Property" });
  await expect(edit.getByLabel("Buffer time")).toHaveValue("15");
  await edit.getByLabel("Buffer time").selectOption("60");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText(/Buffer 60 minutes/)).toBeVisible();
  await expect.poll(async () => (await apiProperty(page, address))?.bufferTimeMinutes).toBe(60);

  // QR code downloads as PNG
  await card.getByRole("button", { name: "QR Code" }).click();
  const qr = page.getByRole("dialog", { name: "Booking QR Code" });
  await expect(qr.getByRole("img", { name: /QR code for/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), qr.getByRole("button", { name: "Download PNG" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  await qr.getByRole("button", { name: "Close" }).first().click();

  // The bookings and compliance logs modals show their empty texts for a new property
  await card.getByRole("button", { name: "View Bookings" }).click();
  await expect(page.getByRole("dialog", { name: "Bookings" }).getByText("No upcoming bookings")).toBeVisible();
  await page.keyboard.press("Escape");
  await card.getByRole("button", { name: "Compliance Logs" }).click();
  await expect(page.getByText("No showings have been booked for this property yet.")).toBeVisible();
  await page.keyboard.press("Escape");

  // Two-step delete
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(card.getByText(/cannot be undone/)).toBeVisible();
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByRole("button", { name: "CONFIRM DELETE" })).toBeHidden();
  await card.getByRole("button", { name: "Delete" }).click();
  await card.getByRole("button", { name: "CONFIRM DELETE" }).click();
  await expect(page.getByText("Property deleted successfully")).toBeVisible();
  await expect(card).toBeHidden();
  expect(await apiProperty(page, address)).toBeUndefined();
});

test("[properties] deleting a property with a booking archives it, after saying so", async ({ page }) => {
  const property = await createListedProperty(page, `${Date.now() % 100000} Archive Row`);
  const { days } = await (await page.request.get(`/api/showbook/public/property/${property.id}/availability`)).json();
  const day = days.find((candidate: { slots: { available: boolean }[] }) => candidate.slots.some((slot) => slot.available));
  const slot = day.slots.find((candidate: { available: boolean }) => candidate.available);
  const booked = await page.request.post("/api/showbook/public/book", {
    data: { propertyId: property.id, requesterType: "buyer", name: "Bo Buyer", email: "bo@example.com", phone: "415-555-0100", date: day.date, time: slot.time, termsAccepted: true },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };

  await page.goto("/properties");
  const card = page.getByRole("article", { name: property.fullAddress });
  await card.getByRole("button", { name: "Delete" }).click();
  const warning = card.getByRole("alert");
  await expect(warning).toContainText("archived instead of deleted");
  await expect(warning).toContainText("Its 1 upcoming showing will be cancelled and refunded");
  await expect(warning).toContainText("compliance records are kept");
  await card.getByRole("button", { name: "CONFIRM DELETE" }).click();
  await expect(page.getByText("Property deleted successfully")).toBeVisible();
  await expect(page.getByText("Archived with its records; 1 upcoming showing cancelled and refunded, with notices.")).toBeVisible();
  await expect(card).toBeHidden();
  expect(await apiProperty(page, property.fullAddress)).toBeUndefined();

  // The booking and share links (a yard sign's QR code) lead to the page naming the agent.
  for (const link of [`/property/share/${property.slug}`, `/book/${property.slug}`]) {
    const answer = await page.request.get(link, { maxRedirects: 0 });
    expect(answer.status(), link).toBe(307);
    expect(answer.headers().location, link).toMatch(new RegExp(`/property-unavailable/${property.id}$`));
  }
  expect((await page.request.get(`/api/showbook/public/property/${property.id}`)).status()).toBe(404);
  expect((await page.request.delete(`/api/showbook/properties/${property.id}`)).status()).toBe(404);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(property.slug);

  // The showing it had is cancelled, and its records stay with the agent.
  const { showings } = await (await page.request.get(`/api/showbook/calendar-data?startDate=${day.date}&endDate=${day.date}`)).json();
  expect(showings).toEqual([expect.objectContaining({ id: booking.id, status: "cancelled", propertyAddress: `${property.fullAddress} (archived)` })]);
  expect((await page.request.get(`/showings/${booking.id}/entry-record`)).status()).toBe(200);
});

test("[properties] the demo agent's dashboard works on a phone @mobile", async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto("/properties");
  await expect(page.getByRole("article")).toHaveCount(3);
  const occupied = page.getByRole("article", { name: "350 Lakeside Drive, Unit 4B, Oakland, CA 94612" });
  await expect(occupied.getByText("Tenant-occupied")).toBeVisible();
  await expect(occupied.getByRole("group", { name: "Owner contact" })).toContainText("Olivia Park");
  await expect(occupied.getByRole("group", { name: "Resident contact" })).toContainText("Marcus Lee");
  await expect(page.getByRole("article", { name: /77 Hillside Lane/ }).getByText("Private", { exact: true })).toBeVisible();
  await expect(page.getByText("Profile incomplete - complete for notifications")).toHaveCount(0);

  await page.getByLabel("Occupancy filter").selectOption("resident");
  await expect(page.getByRole("article")).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("[properties] an admin sees every agent's properties with the agent filter", async ({ page }) => {
  await signInAsAdmin(page);

  await page.goto("/properties");
  await expect(page.getByText("Admin View - All Properties")).toBeVisible();
  await expect(page.getByRole("heading", { name: "All Properties" })).toBeVisible();
  await page.getByLabel("Agent filter").selectOption({ label: "Dana Demo" });
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("article").first().getByText("Agent: Dana Demo")).toBeVisible();

  // Its stats are every agent's too, under the spec's title.
  await page.goto("/stats");
  await expect(page.getByRole("heading", { name: "All Properties" })).toBeVisible();
  const totalProperties = page.locator("dt", { hasText: "Total Properties" }).locator("xpath=following-sibling::dd[1]");
  expect(Number(await totalProperties.textContent())).toBeGreaterThanOrEqual(3);

  const agents = await page.request.get("/api/showbook/admin/agents");
  expect(agents.status()).toBe(200);
  expect(((await agents.json()) as { agents: { email: string }[] }).agents.map((agent) => agent.email)).toContain(DEMO_EMAIL);
});
