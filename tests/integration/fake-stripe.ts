import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  /** Unix seconds, as Stripe sends it; a test may set its own. */
  created: number;
};
type FakeRefund = { id: string; object: "refund"; payment_intent: string; amount: number; status: "succeeded" };

/** Stripe's form encoding, one level deep: `metadata[bookingId]=x` → { metadata: { bookingId: "x" } }. */
function decodeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (nested) result[nested[1]] = { ...(result[nested[1]] as object), [nested[2]]: value };
    else result[key] = value;
  }
  return result;
}

const readBody = async (req: IncomingMessage) => {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
};

/**
 * A local stand-in for the parts of the Stripe API the app calls, with idempotency keys
 * honoured as Stripe does. The real SDK talks to it over HTTP.
 */
export function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, string>();
  const refusedRefunds = new Set<string>();
  let counter = 0;

  const server = createServer(async (req, res) => {
    const body = decodeForm(await readBody(req));
    const key = req.headers["idempotency-key"];
    const send = (status: number, payload: unknown) => {
      const text = JSON.stringify(payload);
      if (typeof key === "string" && req.method === "POST") idempotent.set(key, text);
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` }).end(text);
    };
    if (typeof key === "string" && idempotent.has(key)) {
      res.writeHead(200, { "content-type": "application/json" }).end(idempotent.get(key));
      return;
    }
    const path = (req.url ?? "").split("?")[0];
    const intentMatch = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path);
    if (req.method === "POST" && path === "/v1/payment_intents") {
      // Unique across runs: the test database outlives the fake server.
      const id = `pi_fake_${randomUUID().replaceAll("-", "")}`;
      const amount = Number(body.amount);
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: String(body.currency),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${++counter}`,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    if (req.method === "GET" && intentMatch) {
      const intent = intents.get(intentMatch[1]);
      if (!intent) return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      return send(200, intent);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(body.payment_intent));
      if (!intent) return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      if (refusedRefunds.has(intent.id)) {
        return send(400, { error: { type: "invalid_request_error", code: "charge_disputed", message: `Charge for ${intent.id} has been disputed` } });
      }
      const refund: FakeRefund = {
        id: `re_fake_${randomUUID().replaceAll("-", "")}`,
        object: "refund",
        payment_intent: intent.id,
        amount: intent.amount_received,
        status: "succeeded",
      };
      refunds.push(refund);
      return send(200, refund);
    }
    send(404, { error: { type: "invalid_request_error", message: `Unknown route ${req.method} ${path}` } });
  });

  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    get url() {
      return url;
    },
    intents,
    refunds,
    /** PaymentIntents whose refunds Stripe refuses, as it does for a disputed charge. */
    refusedRefunds,
    /** The customer pays: the intent succeeds for its amount. */
    pay(id: string) {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
    },
  };
}
