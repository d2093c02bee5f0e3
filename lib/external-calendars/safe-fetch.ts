import "server-only";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { networkInterfaces } from "node:os";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import { CalendarFetchError, unreadable } from "./read-errors";

export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;


const REFUSED_MESSAGE = "Calendar addresses on private, loopback, link-local, reserved or this server's own networks are not allowed";
// A refused connection, a reset, a TLS failure and a timeout read the same: the text does not tell which ports answer.
const UNREACHABLE = "the server could not be reached";

/** IANA's global unicast space (2000::/3): the rest of IPv6 is reserved, IPv4-compatible ::a.b.c.d among it. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether a typed-in calendar address may not reach `address`: anything but a global unicast
 * address (ipaddr.js's ranges follow the IANA IPv4 and IPv6 special-purpose registries: private,
 * loopback, link-local, shared, documentation, benchmarking, multicast, IPv4-mapped, NAT64,
 * 6to4, Teredo…), and every address of this machine's own interfaces.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return true;
  if (parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) return true;
  const own = Object.values(networkInterfaces())
    .flat()
    .some((entry) => entry && ipaddr.isValid(entry.address) && ipaddr.process(entry.address).toString() === parsed.toString());
  return own;
}

/** Every address of the host; refused when one of them is blocked, unless CALENDAR_FETCH_ALLOW_PRIVATE is set. */
export async function assertPublicHost(hostname: string): Promise<void> {
  if (env().CALENDAR_FETCH_ALLOW_PRIVATE) return;
  const host = hostname.replace(/^\[|\]$/g, "");
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => {
    throw new CalendarFetchError(`The calendar server ${host} could not be found`);
  });
  if (addresses.some(({ address }) => isBlockedAddress(address))) throw new CalendarFetchError(REFUSED_MESSAGE);
}

/** The connection's own lookup checks again, so a name cannot resolve to a blocked address after the check. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true, verbatim: true })
    .then((addresses) => {
      if (!env().CALENDAR_FETCH_ALLOW_PRIVATE && addresses.some(({ address }) => isBlockedAddress(address))) {
        throw new CalendarFetchError(REFUSED_MESSAGE);
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
 * and never to a blocked address (see isBlockedAddress), checked again when the connection is made.
 * Failures are CalendarFetchErrors with generic texts: the status, never what the server sent.
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
          reject(unreadable(status >= 300 && status < 400 ? "the server redirected elsewhere (redirects are not followed)" : `HTTP ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > FETCH_MAX_BYTES) {
            request.destroy(unreadable("it is larger than 2 MB"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        response.on("error", () => reject(unreadable(UNREACHABLE)));
      },
    );
    const deadline = setTimeout(() => request.destroy(unreadable(UNREACHABLE)), FETCH_TIMEOUT_MS);
    request.on("timeout", () => request.destroy(unreadable(UNREACHABLE)));
    request.on("error", (error) => reject(error instanceof CalendarFetchError ? error : unreadable(UNREACHABLE)));
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}
