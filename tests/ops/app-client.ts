/**
 * The app as the drills use it over HTTP, as a browser or an API client would: a cookie jar
 * that can be carried from one node to another, sign-in through Auth.js's credentials
 * endpoint, the side-app gate through its server action, and the flows the drills check
 * (a property with a resident and a photo, a paid booking, an Oracle upload).
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { hashPassword } from "@/lib/auth/password";

export const DRILL_PASSWORD = "drill-password-123";
export const uniqueEmail = (label: string) => `${label}-${randomUUID()}@drill.showbook.app`;

type RequestOptions = { method?: string; json?: unknown; form?: FormData | URLSearchParams; headers?: Record<string, string>; body?: string };

/** A browser's cookies for one site, sent to whichever node `at` names (cookies are not per node behind a balancer). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    public baseUrl: string,
    /** The client address a trusted proxy would report (X-Forwarded-For), when given. */
    public clientIp?: string,
  ) {}

  /** The same cookies, sent to another node. */
  at(baseUrl: string): Browser {
    const other = new Browser(baseUrl, this.clientIp);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(pathname: string, { method = "GET", json, form, headers = {}, body }: RequestOptions = {}): Promise<Response> {
    const all: Record<string, string> = { origin: this.baseUrl, ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (this.clientIp) all["x-forwarded-for"] = this.clientIp;
    if (json !== undefined) all["content-type"] = "application/json";
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: all,
      body: json !== undefined ? JSON.stringify(json) : (form ?? body),
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The JSON of a request that must answer `status`; anything else throws with the answer. */
  async expectJson<T = Record<string, unknown>>(pathname: string, status: number, options: RequestOptions = {}): Promise<T> {
    const response = await this.request(pathname, options);
    const text = await response.text();
    if (response.status !== status) throw new Error(`${options.method ?? "GET"} ${pathname} answered ${response.status}, not ${status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

/** Makes an account straight in the database (as registration leaves it), with DRILL_PASSWORD. */
export async function createAccount(databaseUrl: string, email = uniqueEmail("agent")): Promise<{ id: string; email: string }> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [user] = await sql<{ id: string }[]>`insert into users (email, password_hash, anonymous_username)
      values (${email}, ${await hashPassword(DRILL_PASSWORD)}, ${generateAnonymousUsername()}) returning id`;
    return { id: user.id, email };
  } finally {
    await sql.end();
  }
}

/** Signs in through Auth.js's credentials endpoint, as the login form does. */
export async function signIn(browser: Browser, email: string, password = DRILL_PASSWORD): Promise<void> {
  const { csrfToken } = await browser.expectJson<{ csrfToken: string }>("/api/auth/csrf", 200);
  const response = await browser.request("/api/auth/callback/credentials", {
    method: "POST",
    form: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/overview" }),
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || location.includes("error=")) throw new Error(`signing in ${email} answered ${response.status} ${location}`);
  if (!(await signedIn(browser))) throw new Error(`signing in ${email} left no session`);
}

export async function signedIn(browser: Browser): Promise<boolean> {
  const { user } = await browser.expectJson<{ user: unknown }>("/api/session", 200);
  return user !== null;
}

/** Signs out through Auth.js's sign-out endpoint, as the user menu does. */
export async function signOut(browser: Browser): Promise<void> {
  const { csrfToken } = await browser.expectJson<{ csrfToken: string }>("/api/auth/csrf", 200);
  const response = await browser.request("/api/auth/signout", { method: "POST", form: new URLSearchParams({ csrfToken, callbackUrl: "/" }) });
  if (response.status !== 302) throw new Error(`signing out answered ${response.status}`);
}

/** The id of a server action in the build's manifest, by the file it is exported from and its name. */
async function serverActionId(buildDir: string, file: string, name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === file && entry.exportedName === name);
  if (!found) throw new Error(`no server action ${name} of ${file} in ${buildDir}`);
  return found[0];
}

/** Enters a side app's access code through the gate's server action, as its form does; answers the action's result text. */
export async function unlockSideApp(browser: Browser, buildDir: string, app: "oracle" | "create", code: string): Promise<string> {
  const id = await serverActionId(buildDir, "app/(site)/(gated)/actions.ts", "unlockSideAppAction");
  const response = await browser.request(`/${app}`, {
    method: "POST",
    headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
    body: JSON.stringify([null, { app, code }]),
  });
  return `${response.status} ${await response.text()}`;
}

const everyDay = (start: string, end: string) =>
  Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, { enabled: true, start, end }]));

/** A listed property of the signed-in agent, open every day; with a resident who agreed to electronic notice when `occupied`. */
export async function createProperty(agent: Browser, { occupied = false, start = "08:00", end = "20:00" } = {}): Promise<{ id: string }> {
  const { property } = await agent.expectJson<{ property: { id: string } }>("/api/showbook/properties", 201, {
    method: "POST",
    json: { addressLine1: `${Math.floor(Math.random() * 9000) + 100} Drill Street`, city: "Oakland", state: "CA", zipCode: "94612", customAvailability: everyDay(start, end), bufferTimeMinutes: 0 },
  });
  if (occupied) {
    const { resident } = await agent.expectJson<{ resident: { id: string } }>("/api/showbook/residents", 201, {
      method: "POST",
      json: {
        firstName: "Rita",
        lastName: "Resident",
        email: uniqueEmail("resident"),
        phone: "(510) 555-0142",
        electronicNoticeConsentAt: "2026-01-05T17:00:00.000Z",
        electronicNoticeConsentEvidence: "Lease addendum, signed on paper",
      },
    });
    await agent.expectJson(`/api/showbook/properties/${property.id}`, 200, { method: "PUT", json: { occupancyStatus: "resident", residentId: resident.id } });
  }
  return property;
}

/** A PNG of the given colour, as a phone would upload it. */
export const photo = (red: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 120, b: 200 } } }).png().toBuffer();

/** Uploads the property's photo; answers its URL (/api/files/…). */
export async function uploadPhoto(agent: Browser, propertyId: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "front.png");
  const { propertyPhoto } = await agent.expectJson<{ propertyPhoto: string }>(`/api/showbook/properties/${propertyId}/photo`, 201, { method: "POST", form });
  return propertyPhoto;
}

export type Slot = { date: string; time: string };

/** The bookable slots of a property, as its booking page offers them. */
export async function freeSlots(browser: Browser, propertyId: string): Promise<Slot[]> {
  const body = await browser.expectJson<{ days: { date: string; slots: { time: string; available: boolean }[] }[] }>(
    `/api/showbook/public/property/${propertyId}/availability`,
    200,
  );
  return body.days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })));
}

export const bookingRequest = (propertyId: string, slot: Slot, email = uniqueEmail("buyer")) => ({
  bookingData: { propertyId, requesterType: "buyer", name: "Drill Buyer", email, phone: "(415) 555-0100", date: slot.date, time: slot.time, termsAccepted: true },
});

/** Takes the hold on a slot (create-payment-intent); answers the response, 201 when the hold was won. */
export const placeHold = (visitor: Browser, propertyId: string, slot: Slot, email?: string) =>
  visitor.request("/api/payments/create-payment-intent", { method: "POST", json: bookingRequest(propertyId, slot, email) });

/** A whole paid booking (mock payments): the hold, then the payment's confirmation. Answers the booking's id. */
export async function book(visitor: Browser, propertyId: string, slot: Slot, email?: string): Promise<string> {
  const hold = await placeHold(visitor, propertyId, slot, email);
  const held = (await hold.json()) as { paymentIntentId?: string; error?: string };
  if (hold.status !== 201 || !held.paymentIntentId) throw new Error(`the hold answered ${hold.status}: ${JSON.stringify(held)}`);
  const { booking } = await visitor.expectJson<{ booking: { id: string } }>("/api/payments/process-booking", 200, {
    method: "POST",
    json: { paymentIntentId: held.paymentIntentId },
  });
  return booking.id;
}
