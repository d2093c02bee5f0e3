import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "@/lib/env";

export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;

/** Addresses a typed-in calendar address may not reach: private, loopback, link-local and the like. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

export class CalendarFetchError extends Error {}

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** Every address of the host; refused when one of them is private, unless CALENDAR_FETCH_ALLOW_PRIVATE is set. */
export async function assertPublicHost(hostname: string): Promise<void> {
  if (env().CALENDAR_FETCH_ALLOW_PRIVATE) return;
  const host = hostname.replace(/^\[|\]$/g, "");
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => {
    throw new CalendarFetchError(`The calendar server ${host} could not be found`);
  });
  if (addresses.some(({ address }) => isBlockedAddress(address))) {
    throw new CalendarFetchError("Calendar addresses on private, loopback or link-local networks are not allowed");
  }
}

/** The connection's own lookup checks again, so a name cannot resolve to a private address after the check. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true, verbatim: true })
    .then((addresses) => {
      if (!env().CALENDAR_FETCH_ALLOW_PRIVATE && addresses.some(({ address }) => isBlockedAddress(address))) {
        throw new CalendarFetchError("Calendar addresses on private, loopback or link-local networks are not allowed");
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    })
    .catch((error: NodeJS.ErrnoException) => callback(error, ""));
};

type CalendarRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
};

/**
 * A request to an address a user typed: http(s) only, no redirects, at most 2 MB and 10 seconds,
 * and never to a private, loopback or link-local address (see assertPublicHost).
 */
export async function fetchCalendarText({ method, url, headers = {}, body }: CalendarRequest): Promise<string> {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    throw new CalendarFetchError("The calendar address must start with https://");
  }
  await assertPublicHost(target.hostname);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<string>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        headers: { "user-agent": "Showbook calendar sync", ...headers },
        lookup: checkedLookup,
        timeout: FETCH_TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          const problem = status >= 300 && status < 400 ? "redirected elsewhere (redirects are not followed)" : `answered ${status}`;
          reject(new CalendarFetchError(`The calendar server ${problem}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > FETCH_MAX_BYTES) {
            request.destroy(new CalendarFetchError("The calendar is larger than 2 MB"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        response.on("error", reject);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new CalendarFetchError("The calendar server did not answer within 10 seconds")),
      FETCH_TIMEOUT_MS,
    );
    request.on("timeout", () => request.destroy(new CalendarFetchError("The calendar server did not answer within 10 seconds")));
    request.on("error", (error) =>
      reject(
        error instanceof CalendarFetchError ? error : new CalendarFetchError(`The calendar server could not be reached: ${error.message}`),
      ),
    );
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}
