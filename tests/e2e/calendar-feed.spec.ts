import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { bookThroughApi, createListedProperty } from "./booking-helpers";
import { uniqueEmail } from "./helpers";

const httpOf = (webcal: string) => webcal.replace(/^webcal:\/\//, "http://");

test("[profile] the agent copies the private calendar address, the feed lists the showing, and replacing the address makes the old one 404", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const property = await createListedProperty(page);
  const confirmation = await bookThroughApi(request, property.id, { name: "Cal Booker", email: uniqueEmail("booker"), phone: "(415) 555-0144" });

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Your showings in your calendar" });
  const address = section.getByLabel("Subscription address");
  await expect(address).toHaveValue(/^webcal:\/\/localhost:\d+\/api\/showbook\/calendar-feed\/[\w-]+\.ics$/);
  const first = await address.inputValue();
  await expect(section.getByRole("link", { name: "Subscribe in your calendar" })).toHaveAttribute("href", first);
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Calendar address copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // Fetched without the agent's cookies, as a calendar app fetches it.
  const feed = await request.get(httpOf(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent");
  expect(vevents.map((vevent) => vevent.getFirstPropertyValue("uid"))).toEqual([`${confirmation}@showbook`]);
  expect(vevents[0].getFirstPropertyValue("location")).toContain(property.fullAddress.split(",")[0]);

  await section.getByRole("button", { name: "Replace address" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Replace address" }).click();
  await expect(page.getByText("Calendar address replaced.")).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  const old = await request.get(httpOf(first));
  expect(old.status()).toBe(404);
  expect(((await old.json()) as { error: string }).error).toBe("This calendar address is not valid. Copy the current one from your profile page.");
  expect((await request.get(httpOf(second))).status()).toBe(200);
  await page.reload();
  await expect(address).toHaveValue(second);
});
