import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDates } from "@/lib/availability/compute-slots";
import { fromLocal } from "@/lib/time/zoned-time";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { AGENT_BUSY_REASON } from "@/lib/external-calendars/busy-rule";
import { CALENDAR_READ_LIMITS } from "@/lib/external-calendars/read-in-child";
import {
  connectCalendar,
  listCalendars,
  queueCalendarReads,
  readQueuedCalendar,
  refreshCalendar,
  removeCalendar,
  type CalendarSummary,
} from "@/lib/external-calendars/calendars";
import type { ConnectCalendarInput } from "@/lib/external-calendars/schemas";
import { externalCalendars } from "@/db/schema";
import { RECURRENCE_BOMBS } from "../fixtures/recurrence-bombs";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { buyerRequest, createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
// Each read starts a reading process (tsx, then the calendar): seconds apiece on a loaded 2-core machine.
const READS_TIMEOUT_MS = 120_000;
// A Tuesday afternoon in Los Angeles; the properties are open every day from 09:00 to 17:00.
// Thursday and Friday, before the clocks change on Sunday 2030-03-10 (a daily UTC event keeps its UTC time).
const now = new Date("2030-03-05T22:00:00Z");
const zone = "America/Los_Angeles";
const [, slotDate, nextDate] = bookableDates(now, zone);
const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const at = (date: string, time: string) => stamp(fromLocal(date, time, zone)!);

const vevent = (uid: string, date: string, start: string, end: string, extra = "") =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20300101T000000Z\r\nDTSTART:${at(date, start)}\r\nDTEND:${at(date, end)}\r\n${extra}END:VEVENT\r\n`;
const vcalendar = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Showbook tests//EN\r\n${events.join("")}END:VCALENDAR\r\n`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the job worker does after a connect or a refresh: the read, then the calendar as the profile lists it. */
async function read(agentId: string, calendar: CalendarSummary): Promise<CalendarSummary> {
  expect(calendar.reading).toBe(true);
  await readQueuedCalendar(db, calendar.id, now);
  return (await listCalendars(db, agentId)).find(({ id }) => id === calendar.id)!;
}

/** Connects a calendar: the answer comes before the read, which the job then does. */
async function connect(agentId: string, input: ConnectCalendarInput): Promise<CalendarSummary> {
  const calendar = await connectCalendar(db, agentId, input, now);
  expect(calendar).toMatchObject({ busyCount: 0, lastSyncedAt: null, lastError: null, reading: true });
  return read(agentId, calendar);
}

async function slotsOf(slug: string) {
  const { days } = await loadPropertyAvailability(db, (await findPublicProperty(db, slug))!, now);
  return (date: string, time: string) => days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time);
}

describe("[calendars] a CalDAV calendar on Radicale blocks the agent's slots", () => {
  let radicale: ChildProcess;
  let folder: string;
  let base: string;
  const user = "agent";
  const password = "app-password-1";
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "radicale-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await writeFile(path.join(folder, "users"), `${user}:${password}\n`);
    await writeFile(
      path.join(folder, "config"),
      [
        "[server]",
        `hosts = 127.0.0.1:${port}`,
        "[auth]",
        "type = htpasswd",
        `htpasswd_filename = ${path.join(folder, "users")}`,
        "htpasswd_encryption = plain",
        "[storage]",
        `filesystem_folder = ${path.join(folder, "collections")}`,
        "[rights]",
        "type = owner_only",
      ].join("\n"),
    );
    // Radicale stands for the agent's outside server: it keeps the real clock when the suite runs under libfaketime.
    radicale = spawn("radicale", ["--config", path.join(folder, "config")], {
      stdio: "ignore",
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "LD_PRELOAD")) as NodeJS.ProcessEnv,
    });
    for (let attempt = 0; ; attempt++) {
      const answer = await fetch(`${base}/`, {
        headers: { authorization },
      }).catch(() => null);
      if (answer) break;
      if (attempt > 100) throw new Error("Radicale did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    radicale?.kill();
    await rm(folder, { recursive: true, force: true });
  });

  async function calendarWith(body: string): Promise<string> {
    const url = `${base}/${user}/${crypto.randomUUID()}/`;
    expect((await fetch(url, { method: "MKCALENDAR", headers: { authorization } })).status).toBe(201);
    const put = await fetch(`${url}event.ics`, {
      method: "PUT",
      headers: { authorization, "content-type": "text/calendar" },
      body,
    });
    expect(put.status).toBe(201);
    return url;
  }

  it("removes the overlapping slots from every property of the agent and refuses a hold there", async () => {
    const agent = await createAgent(db);
    const [first, second] = [await createProperty(db, agent.id), await createProperty(db, agent.id)];
    const url = await calendarWith(vcalendar(vevent("dentist", slotDate, "10:15", "11:00")));

    const calendar = await connect(agent.id, { kind: "caldav", url, username: user, password });
    expect(calendar).toMatchObject({
      kind: "caldav",
      lastError: null,
      busyCount: 1,
      lastSyncedAt: now,
    });
    expect(calendar).not.toHaveProperty("passwordEncrypted");

    for (const property of [first, second]) {
      const slot = await slotsOf(property.slug);
      expect(slot(slotDate, "10:00")).toMatchObject({
        available: false,
        reason: AGENT_BUSY_REASON,
      });
      expect(slot(slotDate, "10:30")).toMatchObject({
        available: false,
        reason: AGENT_BUSY_REASON,
      });
      expect(slot(slotDate, "11:00")).toMatchObject({ available: true });
      expect(slot(slotDate, "09:30")).toMatchObject({ available: true });
    }
    await expect(createPaymentHold(db, null, buyerRequest(first.id, uniqueEmail("booker"), slotDate, "10:30"), now)).rejects.toMatchObject({
      message: AGENT_BUSY_REASON,
    });
    await createPaymentHold(db, null, buyerRequest(first.id, uniqueEmail("booker"), slotDate, "11:00"), now);

    // Another agent's properties are not affected.
    const other = await createProperty(db, (await createAgent(db)).id);
    expect((await slotsOf(other.slug))(slotDate, "10:30")).toMatchObject({
      available: true,
    });

    await removeCalendar(db, agent.id, calendar.id);
    expect((await slotsOf(first.slug))(slotDate, "10:30")).toMatchObject({
      available: true,
    });
  }, READS_TIMEOUT_MS);

  it("keeps the last busy times and shows the error when the password is wrong", async () => {
    const agent = await createAgent(db);
    const url = await calendarWith(vcalendar(vevent("closing", slotDate, "14:00", "15:00")));
    const calendar = await connect(agent.id, { kind: "caldav", url, username: user, password: "wrong" });
    expect(calendar).toMatchObject({
      busyCount: 0,
      lastSyncedAt: null,
      lastError: "The calendar could not be read: HTTP 401",
    });
    await expect(refreshCalendar(db, (await createAgent(db)).id, calendar.id, now)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("[calendars] a secret iCal address blocks the agent's slots", () => {
  let server: http.Server;
  let base: string;
  const files = new Map<string, string>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/redirect") return void response.writeHead(302, { location: "http://169.254.169.254/" }).end();
      if (request.url === "/huge") return void response.writeHead(200).end("X".repeat(3 * 1024 * 1024));
      const body = files.get(request.url ?? "");
      response.writeHead(body ? 200 : 404, { "content-type": "text/calendar" }).end(body ?? "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("expands recurring events, skips free and cancelled ones, and follows changes at the next sync", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id);
    const file = `/${crypto.randomUUID()}.ics`;
    files.set(
      file,
      vcalendar(
        vevent("standup", slotDate, "09:00", "09:30", "RRULE:FREQ=DAILY;COUNT=3\r\n"),
        vevent("free", slotDate, "13:00", "14:00", "TRANSP:TRANSPARENT\r\n"),
        vevent("cancelled", slotDate, "15:00", "16:00", "STATUS:CANCELLED\r\n"),
      ),
    );
    const calendar = await connect(agent.id, { kind: "ics", url: `${base}${file}` });
    expect(calendar).toMatchObject({
      kind: "ics",
      busyCount: 3,
      lastError: null,
    });
    let slot = await slotsOf(property.slug);
    expect(slot(slotDate, "09:00")).toMatchObject({
      available: false,
      reason: AGENT_BUSY_REASON,
    });
    expect(slot(nextDate, "09:00")).toMatchObject({
      available: false,
      reason: AGENT_BUSY_REASON,
    });
    expect(slot(slotDate, "13:00")).toMatchObject({ available: true });
    expect(slot(slotDate, "15:00")).toMatchObject({ available: true });

    files.set(file, vcalendar(vevent("moved", slotDate, "16:00", "16:30")));
    expect(await queueCalendarReads(db)).toBeGreaterThan(0);
    await readQueuedCalendar(db, calendar.id, now);
    slot = await slotsOf(property.slug);
    expect(slot(slotDate, "09:00")).toMatchObject({ available: true });
    expect(slot(slotDate, "16:00")).toMatchObject({
      available: false,
      reason: AGENT_BUSY_REASON,
    });
    expect(await listCalendars(db, agent.id)).toMatchObject([{ id: calendar.id, busyCount: 1, lastError: null }]);

    files.delete(file);
    expect(await read(agent.id, await refreshCalendar(db, agent.id, calendar.id, now))).toMatchObject({
      busyCount: 1,
      lastError: "The calendar could not be read: HTTP 404",
    });
  }, READS_TIMEOUT_MS);

  it("refuses recurrence bombs within the caps, in a child process: this process stays free, and the five-minute sync skips them", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id);
    // The largest gap between timer ticks of this process (the job worker's) while the bombs are read.
    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const tick = performance.now();
      worstGap = Math.max(worstGap, tick - last);
      last = tick;
    }, 10);
    const refused: CalendarSummary[] = [];
    try {
      for (const [name, { text }] of Object.entries(RECURRENCE_BOMBS)) {
        const file = `/${crypto.randomUUID()}.ics`;
        files.set(file, text);
        const started = Date.now();
        refused.push(await connect(agent.id, { kind: "ics", url: `${base}${file}` }));
        expect(Date.now() - started, name).toBeLessThan(CALENDAR_READ_LIMITS.timeMs + 10_000);
      }
    } finally {
      clearInterval(ticker);
    }
    // Which cap stops each one first (the unit tests name them) depends on the machine's speed.
    for (const calendar of refused) {
      expect(calendar).toMatchObject({ reading: false, busyCount: 0, lastSyncedAt: null });
      expect(calendar.lastError).toMatch(/^The calendar could not be read: too many events/);
    }
    expect(worstGap).toBeLessThan(1_000);
    const rows = await db.select().from(externalCalendars).where(inArray(externalCalendars.id, refused.map(({ id }) => id)));
    expect(rows.every((row) => row.overCapAt !== null)).toBe(true);
    // Their agent's slots stay bookable; "Refresh now" reads one again, and a fixed file clears the mark.
    expect((await slotsOf(property.slug))(slotDate, "10:00")).toMatchObject({ available: true });
    const fixed = rows[0];
    files.set(new URL(fixed.url).pathname, vcalendar(vevent("dentist", slotDate, "10:00", "10:30")));
    expect(await read(agent.id, await refreshCalendar(db, agent.id, fixed.id, now))).toMatchObject({ busyCount: 1, lastError: null });
    const [after] = await db.select().from(externalCalendars).where(inArray(externalCalendars.id, [fixed.id]));
    expect(after.overCapAt).toBeNull();
  }, 300_000);

  it("does not follow redirects and stops reading past 2 MB", async () => {
    const agent = await createAgent(db);
    const redirected = await connect(agent.id, { kind: "ics", url: `${base}/redirect` });
    expect(redirected.lastError).toBe("The calendar could not be read: the server redirected elsewhere (redirects are not followed)");
    const huge = await connect(agent.id, { kind: "ics", url: `${base}/huge` });
    expect(huge.lastError).toBe("The calendar could not be read: it is larger than 2 MB");
  });

  it("stores generic errors: never what the server sent, and the same text for a closed port, a silent one and another protocol", async () => {
    const agent = await createAgent(db);
    const secret = "root:x:0:0:secret-line";
    files.set("/not-a-calendar.ics", `${secret}\r\n`);
    const notCalendar = await connect(agent.id, { kind: "ics", url: `${base}/not-a-calendar.ics` });
    expect(notCalendar.lastError).toBe("The calendar could not be read: it is not a valid iCalendar file");

    const closedPort = await freePort();
    // A server of another protocol greets first; a silent one accepts and never answers.
    const banner = createServer((socket) => socket.end(`SSH-2.0-OpenSSH_9.6 ${secret}\r\n`));
    const silent = createServer(() => {});
    for (const server of [banner, silent]) await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const errors = [];
      for (const port of [closedPort, (banner.address() as AddressInfo).port, (silent.address() as AddressInfo).port]) {
        errors.push((await connect(agent.id, { kind: "ics", url: `http://127.0.0.1:${port}/calendar.ics` })).lastError);
      }
      expect(errors).toEqual(Array(3).fill("The calendar could not be read: the server could not be reached"));
    } finally {
      for (const server of [banner, silent]) server.close();
    }
    for (const calendar of await listCalendars(db, agent.id)) expect(calendar.lastError).not.toContain("secret-line");
  });
});
