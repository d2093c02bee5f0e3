import { createServer, request, Agent, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "@/lib/serve/graceful-shutdown";

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  for (const deadline = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

type Answer = { status: number; connection: string | undefined; body: string };

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
/** GET over the keep-alive agent, or over a connection of its own. */
const get = (port: number, path: string, keepAlive = true) =>
  new Promise<Answer>((resolve, reject) => {
    request({ port, path, agent: keepAlive ? agent : false, host: "127.0.0.1" }, (response: IncomingMessage) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    })
      .on("error", reject)
      .end();
  });

/** A server whose /slow answers only when the test releases it. */
async function serverWithSlowRoute() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((req, res) => {
    if (req.url === "/slow") void released.then(() => res.end("slow done"));
    else res.end("fast");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, release };
}

const refusesConnections = (port: number) =>
  get(port, "/fast").then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED",
  );

let opened: Server | undefined;
afterEach(() => {
  agent.destroy();
  opened?.closeAllConnections();
  opened?.close();
});

describe("[serve] graceful shutdown of a web process", () => {
  it("drains, stops accepting, finishes the request in flight, closes the pools and exits 0, though a keep-alive connection is idle", async () => {
    const { server, port, release } = await serverWithSlowRoute();
    opened = server;
    const exits: number[] = [];
    const events: string[] = [];
    const shutdown = gracefulShutdown(server, {
      drainMs: 200,
      deadlineMs: 20_000,
      closeResources: async () => {
        events.push("pools closed");
        return [];
      },
      exit: (code) => exits.push(code),
      log: () => {},
    });
    // A connection left idle in the agent's pool: Node's server.close() alone waits for it to time out.
    expect((await get(port, "/fast")).connection).toBe("keep-alive");
    const slow = get(port, "/slow", false);
    slow.catch(() => {});
    await waitFor(() => new Promise((resolve) => server.getConnections((_, count) => resolve(count >= 2))));

    shutdown.begin();
    expect(shutdown.isDraining()).toBe(true);
    const duringDrain = await get(port, "/fast");
    expect(duringDrain).toMatchObject({ status: 200, connection: "close" });

    await waitFor(() => refusesConnections(port));
    expect(events).toEqual([]);
    expect(exits).toEqual([]);

    release();
    expect(await slow).toMatchObject({ status: 200, body: "slow done", connection: "close" });
    await waitFor(() => exits.length > 0);
    expect(exits).toEqual([0]);
    expect(events).toEqual(["pools closed"]);
  });

  it("exits 1 at the deadline when a request is still in flight, without waiting for it", async () => {
    const { server, port } = await serverWithSlowRoute();
    opened = server;
    const exits: number[] = [];
    const shutdown = gracefulShutdown(server, {
      drainMs: 0,
      deadlineMs: 300,
      closeResources: async () => [],
      exit: (code) => exits.push(code),
      log: () => {},
    });
    get(port, "/slow", false).catch(() => {});
    await waitFor(() => new Promise((resolve) => server.getConnections((_, count) => resolve(count >= 1))));
    shutdown.begin();
    await waitFor(() => exits.length > 0);
    expect(exits).toEqual([1]);
  });
});
