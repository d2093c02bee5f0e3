import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { RECURRENCE_BOMBS } from "../fixtures/recurrence-bombs";
import { createListedProperty } from "./booking-helpers";
import { signUp } from "./helpers";

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
    // The connect answers before the read: the job worker reads it, and the list follows.
    await expect(page.getByText("Calendar connected: its busy times are being read", { exact: true })).toBeVisible();
    const list = page.getByRole("list", { name: "Connected calendars" });
    await expect(list).toContainText("iCal address at 127.0.0.1");
    await expect(list).toContainText("1 busy time");
    expect(await slotState()).toMatchObject({
      available: false,
      reason: "The agent is not available at this time",
    });

    calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Showbook e2e//EN\r\nEND:VCALENDAR\r\n";
    await list.getByRole("button", { name: "Refresh now" }).click();
    await expect(page.getByText("Reading the calendar again", { exact: true })).toBeVisible();
    await expect(list).toContainText("0 busy times");
    expect(await slotState()).toMatchObject({ available: true });

    await list.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Calendar removed", { exact: true })).toBeVisible();
    await expect(page.getByText("No calendars connected.")).toBeVisible();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("[calendars] recurrence bombs connected side by side are refused in the background while every page answers", async ({ page }) => {
  // Two bombs are read one after another, each in up to its reading process's time limit.
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto("/profile");
  const bombs = Object.values(RECURRENCE_BOMBS).slice(0, 2);
  const server = http.createServer((request, response) =>
    response.writeHead(200, { "content-type": "text/calendar" }).end(bombs[Number(request.url?.slice(1))].text),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const connects = await Promise.all(
      bombs.map((_bomb, index) => page.request.post("/api/showbook/agent/calendars", { data: { kind: "ics", url: `${base}/${index}` } })),
    );
    for (const answer of connects) expect(answer.status()).toBe(201);
    type Listed = { id: string; url: string; lastError: string | null; reading: boolean };
    const listed = async () =>
      ((await (await page.request.get("/api/showbook/agent/calendars")).json()) as { calendars: Listed[] }).calendars.filter((calendar) =>
        calendar.url.startsWith(base),
      );
    // While the job worker reads them, the health check and a page answer: in seconds on a loaded
    // 2-core machine, where expanding them in the web process held every request for 39–97 s.
    let reads = await listed();
    expect(reads.some((calendar) => calendar.reading)).toBe(true);
    while (reads.some((calendar) => calendar.reading)) {
      for (const path of ["/api/health", "/"]) {
        const started = Date.now();
        expect((await page.request.get(path)).ok()).toBe(true);
        expect(Date.now() - started, path).toBeLessThan(10_000);
      }
      reads = await listed();
    }
    for (const calendar of reads) expect(calendar.lastError).toMatch(/^The calendar could not be read: too many events/);
    await page.reload();
    await expect(page.getByRole("list", { name: "Connected calendars" })).toContainText("too many events");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("[calendars] connects and refreshes are rate limited together per agent", async ({ page }) => {
  await signUp(page);
  // A closed port: each read fails at once.
  const data = { kind: "ics", url: "http://127.0.0.1:9/closed.ics" };
  const first = await page.request.post("/api/showbook/agent/calendars", { data });
  expect(first.status()).toBe(201);
  const { calendar } = (await first.json()) as { calendar: { id: string } };
  for (let call = 1; call < 10; call++) {
    const answer = await (call % 2 ? page.request.post(`/api/showbook/agent/calendars/${calendar.id}/refresh`) : page.request.post("/api/showbook/agent/calendars", { data }));
    expect(answer.status()).toBeLessThan(300);
  }
  for (const refused of [
    await page.request.post("/api/showbook/agent/calendars", { data }),
    await page.request.post(`/api/showbook/agent/calendars/${calendar.id}/refresh`),
  ]) {
    expect(refused.status()).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "Your calendars were read several times in the last minutes. Please wait a few minutes and try again.",
    );
  }
});
