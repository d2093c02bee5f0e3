/**
 * The documented API contract (spec §3 and §7) at the API boundary. The spec names fields in
 * snake_case for stored records (`address_line1`, `zip_code`, `is_company`) and in camelCase
 * for booking and payment calls (`showingDate`, `paymentIntentId`); the app is camelCase
 * throughout. Requests are read in either spelling and with the spec's aliases; answers keep
 * the app's names and carry the spec's beside them for a client written against the spec. The
 * app's own pages ask for the app's names only (`CAMEL_KEYS_ONLY`, sent by lib/api/client.ts),
 * so their answers do not carry every key twice.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Spec names that are not simply the snake_case of ours: spec name → our name. */
const REQUEST_ALIASES: Record<string, string> = {
  address: "addressLine1",
  showingDate: "date",
  showingTime: "time",
  agreeToTerms: "termsAccepted",
  demoMailAddress: "mailingAddress",
  demoMailCity: "mailingCity",
  demoMailState: "mailingState",
  demoMailZip: "mailingZip",
  agent_id: "agentId",
};

/** Fields the spec reads in answers that we name differently or derive: spec name → value, if it applies. */
const RESPONSE_DERIVED: [specName: string, derive: (answer: JsonObject) => Json | undefined][] = [
  ["address", (answer) => answer.addressLine1],
  ["is_occupied", (answer) => ("occupancyStatus" in answer ? answer.occupancyStatus === "resident" : undefined)],
  ["showings_booked", (answer) => answer.bookedCount],
  ["booking_count", (answer) => answer.bookedCount],
  // A booking result (spec §3): confirmation_number, showingDate, showingTime.
  ["showingDate", (answer) => ("confirmationNumber" in answer ? answer.date : undefined)],
  ["showingTime", (answer) => ("confirmationNumber" in answer ? answer.time : undefined)],
];

/** The request header by which a client asks for the app's names only. */
export const ANSWER_KEYS_HEADER = "x-showbook-keys";
/** The header the app's own pages send with every request to its routes. */
export const CAMEL_KEYS_ONLY = { [ANSWER_KEYS_HEADER]: "camel" } as const;

/** Whether the answer to a request carries the spec's names: for every client but the app's own pages. */
export const wantsSpecFields = (requestHeaders: Headers) => requestHeaders.get(ANSWER_KEYS_HEADER) !== CAMEL_KEYS_ONLY[ANSWER_KEYS_HEADER];

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

export const toCamelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
export const toSnakeCase = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

// The spec allows the weekly schedule as an object or as its JSON text.
function parseSchedule(value: Json): Json {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as Json;
  } catch {
    return value;
  }
}

/** A request body or query in the spec's names, read into ours; a name we already have wins. */
export function fromSpecFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromSpecFields);
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  const entries = Object.entries(value);
  for (const [key, inner] of entries) {
    if (key === toCamelCase(key) && !(key in REQUEST_ALIASES)) result[key] = fromSpecFields(inner) as Json;
  }
  for (const [key, inner] of entries) {
    const ours = REQUEST_ALIASES[key] ?? toCamelCase(key);
    if (!(ours in result)) result[ours] = fromSpecFields(inner) as Json;
    // A spec alias may also be one of our own names on another endpoint (the demo's agreeToTerms).
    if (!(key in result)) result[key] = fromSpecFields(inner) as Json;
  }
  if ("customAvailability" in result) result.customAvailability = parseSchedule(result.customAvailability);
  return result;
}

/** An answer with the spec's field names added beside ours, at every depth. */
export function withSpecFields(value: Json): Json {
  if (Array.isArray(value)) return value.map(withSpecFields);
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) result[key] = withSpecFields(inner);
  for (const key of Object.keys(value)) {
    const spec = toSnakeCase(key);
    if (!(spec in result)) result[spec] = result[key];
  }
  for (const [spec, derive] of RESPONSE_DERIVED) {
    const derived = spec in result ? undefined : derive(value);
    if (derived !== undefined) result[spec] = derived;
  }
  return result;
}

/** Answers made by specJson: they are in the names asked for already and are not read again. */
const answeredInAskedFields = new WeakSet<Response>();

const isJson = (response: Response) => Boolean(response.headers.get("content-type")?.includes("application/json") && response.body);

/**
 * A JSON answer in the names the request asks for, for a hot route: the answer is serialised
 * once, where answerInAskedFields would read it back and write it again.
 */
export function specJson(requestHeaders: Headers, value: Json, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.append("Vary", ANSWER_KEYS_HEADER);
  const response = Response.json(wantsSpecFields(requestHeaders) ? withSpecFields(value) : value, { ...init, headers });
  answeredInAskedFields.add(response);
  return response;
}

/** Rewrites a JSON answer of a route handler with the spec's field names added. */
export async function answerWithSpecFields(response: Response): Promise<Response> {
  if (answeredInAskedFields.has(response) || !isJson(response)) return response;
  const json = (await response.json()) as Json;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.append("Vary", ANSWER_KEYS_HEADER);
  return new Response(JSON.stringify(withSpecFields(json)), { status: response.status, statusText: response.statusText, headers });
}

/** A route handler's answer in the names its request asks for: the app's only, or the spec's beside them. */
export async function answerInAskedFields(requestHeaders: Headers, response: Response): Promise<Response> {
  if (wantsSpecFields(requestHeaders)) return answerWithSpecFields(response);
  if (!answeredInAskedFields.has(response) && isJson(response)) response.headers.append("Vary", ANSWER_KEYS_HEADER);
  return response;
}
