import http from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { connectCalendar } from "@/lib/external-calendars/calendars";
import { assertPublicHost, fetchCalendarText, isBlockedAddress } from "@/lib/external-calendars/safe-fetch";

const REFUSED = "Calendar addresses on private, loopback, link-local, reserved or this server's own networks are not allowed";

// The unit tests run without CALENDAR_FETCH_ALLOW_PRIVATE, as production does by default.
describe("[calendars] fetching a calendar address a user typed", () => {
  let server: http.Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      hits++;
      response.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "169.254.169.254",
    "192.168.1.1",
    "172.16.0.5",
    "::1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "0.0.0.0",
    // IPv4-compatible (::a.b.c.d, written [::127.0.0.1] in a URL), NAT64, 6to4, Teredo, IPv4-translated.
    "::127.0.0.1",
    "::7f00:1",
    "64:ff9b::7f00:1",
    "64:ff9b:1::a00:1",
    "2002:7f00:1::1",
    "2001::1",
    "::ffff:0:7f00:1",
    // Documentation, benchmarking, reserved, broadcast, discard, site-local, unallocated IPv6.
    "192.0.2.1",
    "198.18.0.1",
    "192.0.0.9",
    "240.0.0.1",
    "255.255.255.255",
    "2001:db8::1",
    "3fff::1",
    "100::1",
    "fec0::1",
    "4000::1",
  ])("refuses %s", async (address) => {
    expect(isBlockedAddress(address)).toBe(true);
    await expect(assertPublicHost(address.includes(":") ? `[${address}]` : address)).rejects.toThrow(REFUSED);
  });

  it("refuses every address of this machine's own interfaces, its public ones too", async () => {
    const own = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
    expect(own.some((entry) => !entry.internal)).toBe(true);
    for (const { address } of own) {
      expect(isBlockedAddress(address), address).toBe(true);
      await expect(assertPublicHost(address.includes(":") ? `[${address}]` : address)).rejects.toThrow(REFUSED);
    }
  });

  it("refuses an IPv4-compatible address as a URL writes it, before any request is sent", async () => {
    await expect(fetchCalendarText({ method: "GET", url: `http://[::127.0.0.1]:${port}/calendar.ics` })).rejects.toThrow(REFUSED);
    await expect(fetchCalendarText({ method: "GET", url: `http://[64:ff9b::127.0.0.1]:${port}/calendar.ics` })).rejects.toThrow(REFUSED);
    expect(hits).toBe(0);
  });

  it("allows public addresses", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) expect(isBlockedAddress(address)).toBe(false);
  });

  it("refuses a host name that resolves to loopback, before any request is sent", async () => {
    await expect(
      fetchCalendarText({
        method: "GET",
        url: `http://localhost:${port}/calendar.ics`,
      }),
    ).rejects.toThrow(REFUSED);
    await expect(
      fetchCalendarText({
        method: "GET",
        url: `http://127.0.0.1:${port}/calendar.ics`,
      }),
    ).rejects.toThrow(REFUSED);
    expect(hits).toBe(0);
  });

  it("refuses other schemes", async () => {
    await expect(fetchCalendarText({ method: "GET", url: "file:///etc/passwd" })).rejects.toThrow(
      "The calendar address must start with https://",
    );
  });

  it("refuses to connect a calendar on a private address, before saving anything", async () => {
    const untouched = {} as Db;
    const input = {
      kind: "caldav",
      url: "https://10.0.0.8/dav/calendars/agent/",
      username: "agent",
      password: "secret",
    } as const;
    await expect(connectCalendar(untouched, "agent-id", input, new Date("2030-03-05T22:00:00Z"))).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: REFUSED,
    });
  });
});
