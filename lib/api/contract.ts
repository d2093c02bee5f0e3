/**
 * The documented API contract (spec §3 and §7) at the API boundary. The spec names fields in
 * snake_case for stored records (`address_line1`, `zip_code`, `is_company`) and in camelCase
 * for booking and payment calls (`showingDate`, `paymentIntentId`); the app is camelCase
 * throughout. Requests are read in either spelling and with the spec's aliases; answers keep
 * the app's names and carry the spec's beside them, so the app's own pages and a client
 * written against the spec read the same answer.
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

/** Answers made by specJson: they carry the spec's names already and are not read again. */
const answeredInSpecFields = new WeakSet<Response>();

/**
 * A JSON answer with the spec's field names added before it is written, for a hot route: the
 * answer is serialised once, where answerWithSpecFields would read it back and write it again.
 */
export function specJson(value: Json, init?: ResponseInit): Response {
  const response = Response.json(withSpecFields(value), init);
  answeredInSpecFields.add(response);
  return response;
}

/** Rewrites a JSON answer of a route handler with the spec's field names added. */
export async function answerWithSpecFields(response: Response): Promise<Response> {
  if (answeredInSpecFields.has(response)) return response;
  if (!response.headers.get("content-type")?.includes("application/json") || !response.body) return response;
  const json = (await response.json()) as Json;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(withSpecFields(json)), { status: response.status, statusText: response.statusText, headers });
}
