import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createListedProperty } from "./booking-helpers";

test("[showings] the door notice and entry record of an unknown booking are a 404", async ({ page }) => {
  await createListedProperty(page);
  for (const path of [`/showings/${randomUUID()}/notice`, `/showings/${randomUUID()}/entry-record`, "/showings/not-an-id/notice"]) {
    expect((await page.request.get(path)).status()).toBe(404);
  }
});

test("[public] the property and availability APIs answer 404 once a property is unlisted", async ({ page }) => {
  const property = await createListedProperty(page);
  const api = `/api/showbook/public/property/${property.id}`;
  expect((await page.request.get(api)).status()).toBe(200);
  expect((await page.request.get(`${api}/availability`)).status()).toBe(200);

  const unlist = await page.request.put(`/api/showbook/properties/${property.id}`, { data: { status: "unlisted" } });
  expect(unlist.ok()).toBe(true);
  for (const path of [api, `${api}/availability`]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
  }
});

test("[outbox] an agent who is not an admin gets a 404 from /dev/outbox", async ({ page }) => {
  await createListedProperty(page);
  expect((await page.request.get("/dev/outbox")).status()).toBe(404);
});
