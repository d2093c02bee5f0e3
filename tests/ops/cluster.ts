/**
 * npm run test:cluster: Showbook on two nodes behind a real load balancer, as an operator
 * would scale it out, and the checks that the web tier is stateless across hosts.
 *
 * Layout, on this machine (run as root; installs Debian's haproxy when missing):
 *   - a bridge 10.231.0.1/24; nodes A (10.231.0.11) and B (10.231.0.12) are network
 *     namespaces on it, each running its own launcher (web process and job worker, on its own
 *     copy of the production build, so neither sees the other's page cache on disk);
 *   - HAProxy on the host: the app on 127.0.0.1:<port> with health checks on both nodes, and
 *     a TCP proxy on the bridge to the one PostgreSQL (the machine's 127.0.0.1:5432, a fresh
 *     database; or an embedded one);
 *   - s3rver on the bridge as the S3-compatible store.
 * Every check prints what it proved; the run ends with "N passed, N failed".
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { findFreePort } from "@/db/embedded";
import { expandDays, type CompactDays } from "@/components/booking/compact-days";
import { hashPassword } from "@/lib/auth/password";
import { Browser, book, createAccount, createProperty, freeSlots, photo, placeHold, signedIn, signIn, signOut, type Slot, unlockSideApp, uniqueEmail, uploadPhoto } from "./app-client";
import { startAppNode, type AppNode } from "./app-process";
import { check, freshDatabase, onCleanup, runDrill, setUp, sh, start, waitFor } from "./harness";
import { S3RVER_CREDENTIALS, startS3Server } from "./s3-server";

const SUBNET = "10.231.0";
const HOST_IP = `${SUBNET}.1`;
const BRIDGE = "sbimg-br0";
const NODES = [
  { name: "a", ip: `${SUBNET}.11`, namespace: "sbimg-a" },
  { name: "b", ip: `${SUBNET}.12`, namespace: "sbimg-b" },
] as const;
type NodeName = (typeof NODES)[number]["name"];
const APP_PORT = 3000;
const BUILD_DIR = process.env.NEXT_DIST_DIR || ".next";
const ORACLE_CODE = "cluster-drill-oracle-code";
/** The readiness check the balancer asks. */
const READY_PATH = "/api/health/ready";
/** HAProxy checks every second and takes a node out after 2 failures; a stopping node drains longer than that. */
const DRAIN_SECONDS = 3;

const ip = (...args: string[]) => sh("ip", args);
const sha256 = (bytes: ArrayBuffer) => createHash("sha256").update(Buffer.from(bytes)).digest("hex");

async function removeNetwork() {
  for (const node of NODES) {
    await ip("netns", "del", node.namespace).catch(() => {});
    await ip("link", "del", `${node.namespace}-h`).catch(() => {});
  }
  await ip("link", "del", BRIDGE).catch(() => {});
}

/** The bridge and one namespace per node, with a veth pair into the bridge each. */
async function makeNetwork() {
  await removeNetwork();
  onCleanup(removeNetwork);
  await ip("link", "add", BRIDGE, "type", "bridge");
  await ip("addr", "add", `${HOST_IP}/24`, "dev", BRIDGE);
  await ip("link", "set", BRIDGE, "up");
  for (const node of NODES) {
    const hostEnd = `${node.namespace}-h`;
    await ip("netns", "add", node.namespace);
    await ip("link", "add", hostEnd, "type", "veth", "peer", "name", "eth0", "netns", node.namespace);
    await ip("link", "set", hostEnd, "master", BRIDGE);
    await ip("link", "set", hostEnd, "up");
    await ip("-n", node.namespace, "addr", "add", `${node.ip}/24`, "dev", "eth0");
    await ip("-n", node.namespace, "link", "set", "eth0", "up");
    await ip("-n", node.namespace, "link", "set", "lo", "up");
  }
}

async function ensureHaproxy() {
  if (await sh("sh", ["-c", "command -v haproxy"]).then(() => true, () => false)) return;
  await sh("apt-get", ["update", "-qq"]);
  await sh("apt-get", ["install", "-y", "-qq", "haproxy"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

function haproxyConfig({ appPort, statsPort, pgProxyPort, pgPort }: { appPort: number; statsPort: number; pgProxyPort: number; pgPort: number }) {
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request whose connection to a node failed goes to the other node.
  retries 3
  option redispatch
  retry-on conn-failure

frontend app
  bind 127.0.0.1:${appPort}
  option forwardfor
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET ${READY_PATH}
  http-check expect status 200
  # A check may take a while on a loaded machine: only a refusal, an error or 3 s of silence fails it.
  timeout check 3s
  default-server inter 1s fall 2 rise 2
${NODES.map((node) => `  server ${node.name} ${node.ip}:${APP_PORT} check`).join("\n")}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

listen postgres
  mode tcp
  bind ${HOST_IP}:${pgProxyPort}
  timeout client 1h
  timeout server 1h
  server pg 127.0.0.1:${pgPort}
`;
}

/** What HAProxy thinks of each node now: UP, DOWN, … (its stats page as CSV). */
async function balancerView(statsPort: number): Promise<Record<string, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const view: Record<string, string> = {};
  for (const line of csv.split("\n")) {
    const [proxy, server, ...rest] = line.split(",");
    if (proxy === "nodes" && NODES.some((node) => node.name === server)) view[server] = rest[15];
  }
  return view;
}

/** The first JSON object in `text` that contains `marker`, parsed (strings may hold braces). */
function objectAround(text: string, marker: string): unknown {
  const at = text.indexOf(marker);
  if (at < 0) return null;
  for (let start = text.lastIndexOf("{", at); start >= 0; start = text.lastIndexOf("{", start - 1)) {
    let depth = 0;
    let inString = false;
    for (let index = start; index < text.length; index++) {
      const char = text[index];
      if (inString) {
        if (char === "\\") index++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === "{") depth++;
      else if (char === "}" && --depth === 0) {
        if (index > at) return JSON.parse(text.slice(start, index + 1));
        break;
      }
    }
  }
  return null;
}

/** Whether the booking page's HTML offers the slot as free: its days travel in the page's RSC payload, compacted (components/booking/compact-days.ts). */
function slotOffered(html: string, slot: Slot): boolean {
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1]) as string).join("");
  const compact = objectAround(payload, '"reasons":') as CompactDays | null;
  if (!compact) throw new Error("the booking page carries no day options");
  const day = expandDays(compact).find((option) => option.date === slot.date);
  return day?.slots.some((option) => option.time === slot.time && option.available) ?? false;
}

/** Requests in a loop, `concurrency` at a time, until stopped; every outcome is counted. */
function loadLoop(concurrency: number, request: (index: number) => Promise<{ ok: boolean; what: string }>) {
  let stopping = false;
  let sent = 0;
  const failures: string[] = [];
  let lastFailureAt = 0;
  const failed = (what: string) => {
    failures.push(what);
    lastFailureAt = Date.now();
  };
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopping) {
      const index = sent++;
      try {
        const outcome = await request(index);
        if (!outcome.ok) failed(outcome.what);
      } catch (error) {
        failed(`#${index}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
  return {
    sent: () => sent,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return { sent, failures, lastFailureAt };
    },
  };
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error("the cluster drill makes network namespaces: run it as root");
  const work = await mkdtemp(path.join(os.tmpdir(), "showbook-cluster-"));
  onCleanup(() => rm(work, { recursive: true, force: true }));
  await setUp("Debian's haproxy", ensureHaproxy);
  if (!existsSync(path.join(BUILD_DIR, "BUILD_ID"))) await setUp("the production build (next build)", () => sh("npx", ["next", "build"]));
  await setUp(`network: bridge ${BRIDGE} ${HOST_IP}/24, namespaces ${NODES.map((node) => `${node.namespace} (${node.ip})`).join(", ")}`, makeNetwork);

  const database = await setUp("a fresh database", () => freshDatabase("sb_cluster_drill"));
  const [appPort, statsPort, pgProxyPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const lb = `http://localhost:${appPort}`;
  await writeFile(path.join(work, "haproxy.cfg"), haproxyConfig({ appPort, statsPort, pgProxyPort, pgPort: database.port }));
  const haproxy = start("haproxy", ["-db", "-f", path.join(work, "haproxy.cfg")], { stdio: ["ignore", "ignore", "inherit"] });
  onCleanup(() => haproxy.kill("SIGTERM"));
  await setUp("HAProxy: the app's balancer with health checks, and the PostgreSQL proxy", () => waitFor("HAProxy's stats", () => balancerView(statsPort), 20_000));
  const s3 = await setUp(`s3rver on ${HOST_IP}`, () => startS3Server({ directory: path.join(work, "s3"), buckets: ["showbook-files"], address: HOST_IP }));
  onCleanup(() => s3.close());

  const nodeDatabaseUrl = (() => {
    const url = new URL(database.url);
    url.hostname = HOST_IP;
    url.port = String(pgProxyPort);
    return url.toString();
  })();
  await setUp("migrations applied once (launch.ts migrate)", () =>
    sh(process.execPath, ["--import", "tsx", "scripts/launch.ts", "migrate"], { env: { ...process.env, DATABASE_URL: database.url } }),
  );
  const accessHash = await hashPassword(ORACLE_CODE);
  const nodeEnv = (name: NodeName): Record<string, string> => ({
    DATABASE_URL: nodeDatabaseUrl,
    // Each node's connections carry its name (pg_stat_activity.application_name).
    PGAPPNAME: `showbook-node-${name}`,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: "showbook-files",
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AUTH_SECRET: "cluster-drill-secret-only-for-this-test-run-0123456789",
    ORACLE_ACCESS_CODE_HASH: accessHash,
    CREATE_ACCESS_CODE_HASH: accessHash,
    PAYMENTS_MODE: "mock",
    PORT: String(APP_PORT),
    APP_URL: lb,
    WEB_CONCURRENCY: "1",
    // The balancer (on the bridge) and, in front of it, this drill's clients (their X-Forwarded-For).
    TRUSTED_PROXIES: `${HOST_IP},127.0.0.1`,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: "20",
    SHOWBOOK_DATA_DIR: path.join(work, `data-${name}`),
    NEXT_DIST_DIR: `.next-cluster-${name}`,
  });
  for (const node of NODES) {
    const copy = `.next-cluster-${node.name}`;
    await rm(copy, { recursive: true, force: true });
    await cp(BUILD_DIR, copy, { recursive: true, filter: (source) => !source.startsWith(path.join(BUILD_DIR, "cache")) });
    onCleanup(() => rm(copy, { recursive: true, force: true }));
  }
  const running = new Map<NodeName, AppNode>();
  const startNode = async (name: NodeName) => {
    const node = NODES.find((candidate) => candidate.name === name)!;
    const app = await startAppNode({
      name,
      url: `http://${node.ip}:${APP_PORT}`,
      env: nodeEnv(name),
      namespace: node.namespace,
      logFile: path.join(work, `node-${name}.log`),
      healthPath: READY_PATH,
    });
    running.set(name, app);
    return app;
  };
  onCleanup(() => Promise.all([...running.values()].map((app) => app.stop(30_000))));
  for (const node of NODES) await setUp(`node ${node.name.toUpperCase()} started in ${node.namespace}`, () => startNode(node.name));
  await setUp("HAProxy sees both nodes UP", () => waitFor("both nodes UP", async () => Object.values(await balancerView(statsPort)).filter((status) => status === "UP").length === 2, 30_000));

  const A = `http://${NODES[0].ip}:${APP_PORT}`;
  const B = `http://${NODES[1].ip}:${APP_PORT}`;
  const account = await createAccount(database.url);
  const agentOnA = new Browser(A);
  await signIn(agentOnA, account.email);
  const agentOnB = agentOnA.at(B);

  await check("a session made on A is honoured by B and through the balancer", async () => {
    if (!(await signedIn(agentOnB))) throw new Error("B does not know the session");
    if (!(await signedIn(agentOnA.at(lb)))) throw new Error("the balancer's nodes do not know the session");
  });

  await check("a property photo uploaded through A is served by B, byte for byte, from the bucket", async () => {
    const property = await createProperty(agentOnA);
    const url = await uploadPhoto(agentOnA, property.id, await photo(90));
    const fromA = await agentOnA.request(url);
    const fromB = await agentOnB.request(url);
    if (fromA.status !== 200 || fromB.status !== 200) throw new Error(`A answered ${fromA.status}, B ${fromB.status}`);
    const [a, b] = [sha256(await fromA.arrayBuffer()), sha256(await fromB.arrayBuffer())];
    if (a !== b) throw new Error("A and B served different bytes");
    return url;
  });

  const property = await createProperty(agentOnA, { start: "00:00", end: "23:30" });
  /**
   * Takes a property's free slots in turn, from its second day on (the first day's early slots
   * may pass the advance-notice line during the drill).
   */
  const slotTaker = async (propertyId: string) => {
    const slots = await freeSlots(new Browser(lb), propertyId);
    let next = slots.findIndex((slot) => slot.date !== slots[0]?.date);
    return {
      left: () => next >= 0 && next < slots.length,
      take: () => {
        const slot = slots[next++];
        if (!slot) throw new Error("the drill's property has no free slot left");
        return slot;
      },
    };
  };
  const { take: takeSlot } = await slotTaker(property.id);
  let nextIp = 1;
  /** A visitor with an address of their own (TEST-NET-2, only ever a header here). */
  const visitor = (baseUrl: string) => {
    nextIp += 1;
    return new Browser(baseUrl, `198.51.${(nextIp >> 8) & 255}.${nextIp & 255}`);
  };

  await check("a booking through A takes the slot off B's cached booking page at once", async () => {
    const slot = takeSlot();
    const pageOnB = async () => {
      const response = await fetch(`${B}/book/${property.id}`);
      if (response.status !== 200) throw new Error(`B's booking page answered ${response.status}`);
      return response.text();
    };
    // Rendered once and served again: B's page is in B's own cache.
    await pageOnB();
    if (!slotOffered(await pageOnB(), slot)) throw new Error(`B's page does not offer ${slot.date} ${slot.time} to begin with`);
    await book(visitor(A), property.id, slot);
    if (slotOffered(await pageOnB(), slot)) throw new Error(`B's page still offers ${slot.date} ${slot.time} after the booking through A`);
    return `${slot.date} ${slot.time}`;
  });

  await check("the per-mailbox booking limit (6 in 10 min) holds across nodes: 3 on A and 3 on B, the 7th refused on either", async () => {
    const email = uniqueEmail("limited");
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) answers.push((await placeHold(visitor(attempt % 2 ? B : A), property.id, takeSlot(), email)).status);
    if (answers.some((status) => status !== 201)) throw new Error(`the first six answered ${answers.join(", ")}`);
    const seventhA = (await placeHold(visitor(A), property.id, takeSlot(), email)).status;
    const seventhB = (await placeHold(visitor(B), property.id, takeSlot(), email)).status;
    if (seventhA !== 429 || seventhB !== 429) throw new Error(`the seventh answered ${seventhA} on A and ${seventhB} on B`);
  });

  await check("an access-code grant made on A opens the Oracle on B; without it B refuses", async () => {
    const refusedBefore = (await agentOnB.request("/api/oracle/conversations")).status;
    if (refusedBefore !== 403) throw new Error(`B answered ${refusedBefore} before the grant`);
    const result = await unlockSideApp(agentOnA, BUILD_DIR, "oracle", ORACLE_CODE);
    const onB = agentOnA.at(B);
    const status = (await onB.request("/api/oracle/conversations")).status;
    if (status !== 200) throw new Error(`B answered ${status} with the grant (the gate answered ${result.slice(0, 200)})`);
  });

  await check("signing out on A ends the session on B too (the old cookie is refused)", async () => {
    const other = await createAccount(database.url);
    const onA = new Browser(A);
    await signIn(onA, other.email);
    const stolen = onA.at(B);
    if (!(await signedIn(stolen))) throw new Error("B did not know the session before the sign-out");
    await signOut(onA);
    if (await signedIn(stolen)) throw new Error("B still honours the signed-out session's cookie");
  });

  await check("50 visitors racing for one slot, 25 through A and 25 through B: exactly one hold", async () => {
    const slot = takeSlot();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => placeHold(visitor(index % 2 ? B : A), property.id, slot).then((response) => response.status)));
    const won = answers.filter((status) => status === 201).length;
    const lost = answers.filter((status) => status === 409).length;
    if (won !== 1 || lost !== 49) throw new Error(`answers: ${answers.join(", ")}`);
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const [{ holds }] = await sql<{ holds: number }[]>`select count(*)::int as holds from bookings
        where property_id = ${property.id} and showing_date = ${slot.date} and showing_time = ${slot.time} and status in ('pending_payment', 'pending', 'confirmed')`;
      if (holds !== 1) throw new Error(`${holds} live bookings of the slot`);
    } finally {
      await sql.end();
    }
    return "1 × 201, 49 × 409";
  });

  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  onCleanup(() => sql.end());

  await check("jobs queued on A run exactly once with both nodes' workers taking jobs (each notice delivered once)", async () => {
    const bookingIds: string[] = [];
    for (let index = 0; index < 8; index++) bookingIds.push(await book(visitor(A), property.id, takeSlot()));
    const notices = await waitFor(
      "every notice of the bookings delivered",
      async () => {
        const rows = await sql<{ id: string; status: string; attempts: number; delivered: number }[]>`
          select n.id, n.status, n.attempts, (select count(*)::int from notification_events e where e.notification_id = n.id and e.type = 'delivered') as delivered
          from notifications n where n.booking_id in ${sql(bookingIds)}`;
        return rows.length > 0 && rows.every((row) => row.status === "delivered") ? rows : null;
      },
      90_000,
      500,
    );
    const twice = notices.filter((row) => row.attempts !== 1 || row.delivered > 1);
    if (twice.length) throw new Error(`${twice.length} notices were sent more than once: ${JSON.stringify(twice.slice(0, 3))}`);
    const workers = await sql<{ name: string }[]>`select distinct application_name as name from pg_stat_activity
      where datname = ${database.name} and application_name like 'showbook-node-%'`;
    return `${notices.length} notices of ${bookingIds.length} bookings, each delivered once; connected nodes: ${workers.map((row) => row.name).join(", ")}`;
  });

  const connections = async () =>
    Object.fromEntries(
      (await sql<{ name: string; count: number }[]>`select application_name as name, count(*)::int as count from pg_stat_activity
        where datname = ${database.name} and application_name like 'showbook-node-%' group by 1 order by 1`).map((row) => [row.name, row.count]),
    );
  console.log(`  PostgreSQL connections per node after the checks above: ${JSON.stringify(await connections())}`);

  await check("a rolling restart under load (A, then B) drops no request; each node stops gracefully within its deadline", async () => {
    // A listing of its own: the load holds slots as fast as the nodes answer, and the checks after need the first one's.
    const restartProperty = await createProperty(agentOnA, { start: "00:00", end: "23:30" });
    const restartSlots = await slotTaker(restartProperty.id);
    const load = loadLoop(4, async (index) => {
      const through = visitor(lb);
      if (index % 2 || !restartSlots.left()) {
        const response = await through.request(`/book/${restartProperty.id}`);
        await response.arrayBuffer();
        return { ok: response.status === 200, what: `GET /book answered ${response.status}` };
      }
      const response = await placeHold(through, restartProperty.id, restartSlots.take());
      const body = await response.text();
      return { ok: response.status === 201, what: `hold answered ${response.status}: ${body.slice(0, 120)}` };
    });
    const stops: string[] = [];
    for (const node of NODES) {
      const app = running.get(node.name)!;
      const stopping = Date.now();
      const code = await app.stop(60_000);
      stops.push(`${node.name.toUpperCase()} exited ${code} after ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
      if (code !== 0) throw new Error(`node ${node.name} exited with ${code} (log: ${path.join(work, `node-${node.name}.log`)})`);
      await startNode(node.name);
      await waitFor(`HAProxy to see ${node.name} UP again`, async () => (await balancerView(statsPort))[node.name] === "UP", 30_000);
    }
    const { sent, failures } = await load.stop();
    if (failures.length) throw new Error(`${failures.length} of ${sent} requests failed: ${failures.slice(0, 5).join("; ")}`);
    return `${sent} requests, none failed; ${stops.join(", ")}`;
  });

  await check("killing A (kill -9 of all its processes) under load loses no paid booking and no notice, and the balancer sends everything to B within seconds", async () => {
    const paid: string[] = [];
    const load = loadLoop(4, async () => {
      const id = await book(visitor(lb), property.id, takeSlot());
      paid.push(id);
      return { ok: true, what: "" };
    });
    await waitFor("some bookings paid before the kill", async () => paid.length >= 6, 120_000);
    const killedAt = Date.now();
    await running.get("a")!.kill();
    running.delete("a");
    await waitFor("HAProxy to mark A DOWN", async () => (await balancerView(statsPort)).a === "DOWN", 30_000, 100);
    const failedOverAt = Date.now();
    const failoverSeconds = (failedOverAt - killedAt) / 1000;
    const paidAtFailover = paid.length;
    await waitFor("more bookings paid after the failover", async () => paid.length >= paidAtFailover + 6, 120_000);
    const { sent, failures, lastFailureAt } = await load.stop();
    if (failoverSeconds > 5) throw new Error(`HAProxy took ${failoverSeconds} s to take A out`);
    // A request in flight on A when it died fails (the client is told); none may fail once A is out.
    if (lastFailureAt > failedOverAt) throw new Error(`requests still failed after the failover: ${failures.slice(-3).join("; ")}`);
    const confirmed = await sql<{ id: string }[]>`select id from bookings where id in ${sql(paid)} and status = 'confirmed'`;
    if (confirmed.length !== paid.length) throw new Error(`${paid.length - confirmed.length} of ${paid.length} paid bookings are not confirmed`);
    const notices = await waitFor(
      "every notice of the paid bookings sent (one leased by A when it died is sent again when its lease ends, within 5 minutes)",
      async () => {
        const [{ pending, total, failed }] = await sql<{ pending: number; total: number; failed: number }[]>`select count(*) filter (where status in ('queued', 'sending'))::int as pending,
          count(*) filter (where status in ('failed', 'bounced'))::int as failed, count(*)::int as total
          from notifications where booking_id in ${sql(paid)}`;
        return pending === 0 && total > 0 ? { total, failed } : null;
      },
      7 * 60_000,
      1_000,
    );
    const [{ bookingsWithout }] = await sql<{ bookingsWithout: number }[]>`select count(*)::int as "bookingsWithout" from bookings b
      where b.id in ${sql(paid)} and not exists (select 1 from notifications n where n.booking_id = b.id)`;
    if (bookingsWithout) throw new Error(`${bookingsWithout} paid bookings have no notice`);
    return `A taken out after ${failoverSeconds.toFixed(1)} s; ${paid.length} bookings paid, all confirmed (${failures.length} of ${sent} requests in flight on A failed at the kill, none after); ${notices.total} notices, all sent (${notices.failed} of them refused by the provider, and recorded so)`;
  });

  console.log(`  PostgreSQL connections with B alone: ${JSON.stringify(await connections())}`);
}

runDrill(main);
