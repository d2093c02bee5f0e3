import { expect, test } from "@playwright/test";
import { bookThroughApi, createListedProperty, linkResident, openPropertyCard } from "./booking-helpers";
import { uniqueEmail } from "./helpers";

type Availability = { days: { date: string; slots: { time: string; available: boolean; reason: string | null }[] }[] };

/** Monday to Friday, from a YYYY-MM-DD date alone (the property's local date; no clock involved). */
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const morning = (time: string) => time >= "08:00" && time < "12:00";

test("[occupant preferences] the resident sets weekday mornings never; the booking page stops offering them and the agent sees it in the schedule editor", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Rowan", { accessDetails: "Lockbox 4321, alarm 9876", showingInstructions: "Shoes off at the door" });
  const booker = { name: "Quinn Booker", email: uniqueEmail("quinn"), phone: "415-555-0166" };
  await bookThroughApi(page.request, property.id, booker);

  // A weekday date (chosen from its own date string) with a morning slot offered before the change.
  const before = (await (await page.request.get(`/api/showbook/public/property/${property.id}/availability`)).json()) as Availability;
  const weekday = before.days.find((day) => isWeekday(day.date) && day.slots.some((slot) => slot.available && morning(slot.time)));
  expect(weekday, "a weekday with a morning slot offered").toBeTruthy();
  const date = weekday!.date;
  const morningSlot = weekday!.slots.find((slot) => slot.available && morning(slot.time))!.time;
  expect(weekday!.slots.some((slot) => slot.available && slot.time >= "12:00")).toBe(true);

  // The agent's page of the resident's preferences carries the resident's private link.
  const card = await openPropertyCard(page, property);
  await card.getByRole("link", { name: "Resident Preferences" }).click();
  await expect(page.getByRole("heading", { name: "Resident's preferences" })).toBeVisible();
  await expect(page.getByText("The resident has not given any time that never suits.")).toBeVisible();
  const link = (await page.getByTestId("occupant-preferences-link").textContent())!;
  expect(link).toMatch(/\/occupant-preferences\/[\w.-]+$/);

  // The resident opens it and sets weekday mornings (8 AM to noon) as never suiting.
  const resident = await (await browser.newContext()).newPage();
  await resident.goto(new URL(link).pathname);
  await expect(resident.getByRole("heading", { name: "Times that never suit you" })).toBeVisible();
  await expect(resident.getByText(property.fullAddress)).toBeVisible();
  await expect(resident.getByText("Showings already booked are not cancelled")).toBeVisible();
  await resident.getByRole("button", { name: "Add time" }).click();
  await expect(resident.getByRole("group", { name: "Days" }).getByText("Choose at least one day")).toBeVisible();
  await resident.getByRole("button", { name: "Monday to Friday" }).click();
  await expect(resident.getByLabel("Wednesday")).toBeChecked();
  await expect(resident.getByLabel("Saturday")).not.toBeChecked();
  await resident.getByLabel("From").selectOption("08:00");
  await resident.getByLabel("Until").selectOption("12:00");
  await resident.getByRole("button", { name: "Add time" }).click();
  await expect(resident.getByText("Added: Monday to Friday, 8:00 AM – 12:00 PM")).toBeVisible();
  const listed = resident.getByRole("region", { name: "Your times that never suit" });
  await expect(listed.getByText("Monday to Friday, 8:00 AM – 12:00 PM")).toBeVisible();
  await expect(listed.getByRole("button", { name: "Remove Monday to Friday, 8:00 AM – 12:00 PM" })).toBeVisible();
  const html = await resident.content();
  for (const hidden of [booker.name, booker.email, "555-0166", "4321", "9876", "Shoes off"]) expect(html).not.toContain(hidden);

  // The public availability and the booking page no longer offer any weekday morning; afternoons stay.
  const after = (await (await page.request.get(`/api/showbook/public/property/${property.id}/availability`)).json()) as Availability;
  const offeredMornings = after.days.filter((day) => isWeekday(day.date)).flatMap((day) => day.slots.filter((slot) => slot.available && morning(slot.time)));
  expect(offeredMornings).toEqual([]);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/book/${property.slug}`);
  await visitor.getByRole("button", { name: "Buyer", exact: true }).click();
  await visitor.getByLabel("Showing date").selectOption(date);
  const times = visitor.getByRole("group", { name: "Showing time" });
  const label = (time: string) => `${Number(time.slice(0, 2)) % 12 || 12}:${time.slice(3)} ${time < "12:00" ? "AM" : "PM"}`;
  await expect(times.getByRole("button", { name: label(morningSlot), exact: true })).toBeDisabled();
  await expect(times.getByRole("button", { name: label(morningSlot), exact: true })).toHaveAttribute(
    "title",
    "The resident has asked for no showings at this time; please choose another time",
  );
  await expect(times.getByRole("button", { name: "1:00 PM", exact: true })).toBeEnabled();

  // The agent sees the narrowed times beside the hours the law and the consent allow, and the record.
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "Monday to Friday, 8:00 AM – 12:00 PM" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Monday to Friday, 8:00 AM – 12:00 PM" })).toContainText("—");
  await openPropertyCard(page, property);
  const offered = card.getByRole("region", { name: "Hours offered to visitors" });
  await expect(offered).toContainText("The resident says these times never suit, so they are not offered");
  await expect(offered).toContainText("Monday to Friday, 8:00 AM – 12:00 PM");
  await card.getByRole("button", { name: "Edit Property" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Property" });
  await expect(editor.getByText("Wednesday: the resident says 8:00 AM – 12:00 PM never suits, so it is not offered")).toBeVisible();
  await expect(editor.getByText("Occupied unit: showings are offered only in normal business hours")).toBeVisible();
  await editor.getByRole("button", { name: "Cancel" }).click();

  // Renewing the link revokes the one the resident has.
  await card.getByRole("link", { name: "Resident Preferences" }).click();
  await page.getByRole("button", { name: "Renew resident link" }).click();
  await expect(page.getByText("New resident link made")).toBeVisible();
  const revoked = await resident.goto(new URL(link).pathname);
  expect(revoked?.status()).toBe(404);
  await expect(resident.getByRole("heading", { name: "Link not found" })).toBeVisible();
});

test("[occupant preferences] @mobile the resident's page fits a phone; a time is added and removed", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Sage");
  const answer = await page.request.get(`/api/showbook/properties/${property.id}/occupant-preferences`);
  expect(answer.status()).toBe(200);
  const { occupantPreferences } = (await answer.json()) as { occupantPreferences: { url: string } };

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(new URL(occupantPreferences.url).pathname);
  await expect(phone.getByRole("heading", { name: "Times that never suit you" })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await phone.getByLabel("Saturday").check();
  await phone.getByLabel("Sunday").check();
  await phone.getByLabel("From").selectOption("13:00");
  await phone.getByLabel("Until").selectOption("12:00");
  await phone.getByRole("button", { name: "Add time" }).click();
  await expect(phone.getByText("The end time must be after the start time").first()).toBeVisible();
  await phone.getByLabel("Until").selectOption("17:00");
  await phone.getByRole("button", { name: "Add time" }).click();
  await expect(phone.getByText("Added: Saturday and Sunday, 1:00 PM – 5:00 PM")).toBeVisible();
  await phone.getByRole("button", { name: "Remove Saturday and Sunday, 1:00 PM – 5:00 PM" }).click();
  await expect(phone.getByText("Removed. Visitors can book those times again.")).toBeVisible();
  await expect(phone.getByText("None yet: every time your agent set is offered.")).toBeVisible();

  // The agent's record keeps the removed time with when it was removed.
  await page.goto(`/properties/${property.id}/occupant-preferences`);
  const row = page.getByRole("row").filter({ hasText: "Saturday and Sunday, 1:00 PM – 5:00 PM" });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(2)).not.toHaveText("—");
});
