import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { createListedProperty } from "./booking-helpers";

type Slot = {
  time: string;
  available: boolean;
  reason: string | null;
  startsAt: string;
  endsAt: string;
};
type Day = { date: string; slots: Slot[] };

const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

test("[calendars] the agent connects an iCal address on the profile; its busy time blocks the slot until refreshed and removed", async ({
  page,
}) => {
  const property = await createListedProperty(page);
  const slotsNow = async () =>
    ((await (await page.request.get(`/api/showbook/public/property/${property.id}/availability`)).json()) as { days: Day[] }).days;
  const free = (await slotsNow()).flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date }))).find((slot) => slot.available)!;
  const slotState = async () => (await slotsNow()).find((day) => day.date === free.date)!.slots.find((slot) => slot.time === free.time)!;

  let calendar =
    `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Showbook e2e//EN\r\nBEGIN:VEVENT\r\nUID:${crypto.randomUUID()}\r\n` +
    `DTSTAMP:20300101T000000Z\r\nDTSTART:${stamp(free.startsAt)}\r\nDTEND:${stamp(free.endsAt)}\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
  const server = http.createServer((_request, response) => response.writeHead(200, { "content-type": "text/calendar" }).end(calendar));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Your calendars" });
    await expect(section.getByText("No calendars connected.")).toBeVisible();
    await section.getByLabel("Secret iCal address (.ics)").fill(`http://127.0.0.1:${(server.address() as AddressInfo).port}/secret.ics`);
    await section.getByRole("button", { name: "Connect calendar" }).click();
    await expect(page.getByText("Calendar connected", { exact: true })).toBeVisible();
    const list = page.getByRole("list", { name: "Connected calendars" });
    await expect(list).toContainText("iCal address at 127.0.0.1");
    await expect(list).toContainText("1 busy time");
    expect(await slotState()).toMatchObject({
      available: false,
      reason: "The agent is not available at this time",
    });

    calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Showbook e2e//EN\r\nEND:VCALENDAR\r\n";
    await list.getByRole("button", { name: "Refresh now" }).click();
    await expect(page.getByText("Calendar refreshed", { exact: true })).toBeVisible();
    await expect(list).toContainText("0 busy times");
    expect(await slotState()).toMatchObject({ available: true });

    await list.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Calendar removed", { exact: true })).toBeVisible();
    await expect(page.getByText("No calendars connected.")).toBeVisible();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
