/**
 * npm run test:image: builds the production image (Containerfile) on a base made here with
 * debootstrap, runs its migrate, web and worker roles on a fresh database of the machine's
 * PostgreSQL, and checks that the app is served from it, as an operator would run it. Installs
 * podman, runc and debootstrap when missing. Prints the build time and the image size.
 */
import postgres from "postgres";
import { QUEUES } from "@/lib/jobs/queues";
import { check, freshDatabase, onCleanup, runDrill, setUp, sh, waitFor, waitForOk } from "./harness";

const IMAGE = process.env.SHOWBOOK_IMAGE ?? "localhost/showbook:latest";
const PORT = Number(process.env.E2E_PORT ?? 3106);
const AUTH_SECRET = "image-drill-secret-only-for-this-test-run-0123456789";
const podman = (...args: string[]) => sh("podman", ["--runtime", "runc", ...args]);
const containerName = (role: string) => `showbook-drill-${role}-${process.pid}`;

async function removeContainer(name: string) {
  await podman("rm", "--force", "--time", "5", name).catch(() => {});
}

async function main() {
  // SHOWBOOK_IMAGE_BUILT=1 checks the image scripts/image/build.sh already built, without building it again.
  const build = process.env.SHOWBOOK_IMAGE_BUILT !== "1";
  const baseStarted = Date.now();
  if (build) await setUp("podman, runc, debootstrap and the base image (scripts/image/build-base.sh)", () => sh("bash", ["scripts/image/build-base.sh"]));
  const baseSeconds = Math.round((Date.now() - baseStarted) / 1000);
  const buildStarted = Date.now();
  if (build) await setUp(`the image ${IMAGE} (scripts/image/build.sh)`, () => sh("bash", ["scripts/image/build.sh", IMAGE]));
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  const database = await setUp("a fresh database", () => freshDatabase("sb_image_drill"));
  const env = (extra: Record<string, string> = {}) =>
    Object.entries({ DATABASE_URL: database.url, ...extra }).flatMap(([name, value]) => ["-e", `${name}=${value}`]);

  await check("the web role refuses to start without AUTH_SECRET, naming it", async () => {
    const refused = await podman("run", "--rm", "--network", "host", ...env({ PAYMENTS_MODE: "mock" }), IMAGE, "web").then(
      () => null,
      (error: Error) => error.message,
    );
    if (!refused) throw new Error("the web role started without AUTH_SECRET");
    if (!refused.includes("AUTH_SECRET")) throw new Error(`the refusal does not name AUTH_SECRET: ${refused.slice(-500)}`);
  });

  await check("the migrate role applies every migration and exits 0", async () => {
    await podman("run", "--rm", "--network", "host", ...env(), IMAGE, "migrate");
    const listed = await podman("run", "--rm", "--entrypoint", "/bin/sh", IMAGE, "-c", "ls db/migrations/*.sql");
    const files = listed.trim().split("\n").length;
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
      if (count !== files) throw new Error(`${count} migrations recorded, ${files} in db/migrations`);
      return `${count} migrations`;
    } finally {
      await sql.end();
    }
  });

  const web = containerName("web");
  const worker = containerName("worker");
  onCleanup(() => removeContainer(web));
  onCleanup(() => removeContainer(worker));
  const appEnv = env({ AUTH_SECRET, PAYMENTS_MODE: "mock", PORT: String(PORT), APP_URL: `http://localhost:${PORT}`, WEB_CONCURRENCY: "1" });
  await setUp("the web role started", () => podman("run", "-d", "--name", web, "--network", "host", ...appEnv, IMAGE, "web"));

  await check(`the web role answers its health check on port ${PORT}`, async () => {
    await waitForOk(`http://localhost:${PORT}/api/health`, 120_000).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await podman("logs", "--tail", "40", web).catch(() => "")}`);
    });
  });

  await check("the web role serves the home page and the login page", async () => {
    for (const page of ["/", "/login"]) {
      const response = await fetch(`http://localhost:${PORT}${page}`);
      const html = await response.text();
      if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html") || !html.includes("Showbook")) {
        throw new Error(`${page} answered ${response.status} ${response.headers.get("content-type")}: ${html.slice(0, 200)}`);
      }
    }
  });

  await check("the image's HEALTHCHECK passes on the running web role", async () => {
    await podman("healthcheck", "run", web);
  });

  await check("the server runs as a non-root user", async () => {
    const uid = (await podman("exec", web, "id", "-u")).trim();
    if (uid === "0" || !/^\d+$/.test(uid)) throw new Error(`it runs as uid ${uid}`);
    return `uid ${uid}`;
  });

  await check("the image has no development dependencies", async () => {
    const listed = await podman("run", "--rm", "--entrypoint", "/bin/sh", IMAGE, "-c", "ls -d node_modules/vitest node_modules/typescript node_modules/@playwright node_modules/eslint 2>/dev/null || true");
    if (listed.trim()) throw new Error(`found ${listed.trim().split("\n").join(", ")}`);
  });

  await check("the worker role starts the job queues on the database", async () => {
    await podman("run", "-d", "--name", worker, "--network", "host", ...env({ AUTH_SECRET, PAYMENTS_MODE: "mock" }), IMAGE, "worker");
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const expected = Object.keys(QUEUES).length;
      const queues = await waitFor(
        `pg-boss's ${expected} queues`,
        async () => {
          const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from pgboss.queue`.catch(() => [{ count: 0 }]);
          return count >= expected ? count : null;
        },
        120_000,
        500,
      );
      return `${queues} queues`;
    } finally {
      await sql.end();
    }
  });

  await check("SIGTERM stops the web role cleanly (exit code 0)", async () => {
    await podman("stop", "--time", "30", web);
    const code = (await podman("inspect", "--format", "{{.State.ExitCode}}", web)).trim();
    if (code !== "0") throw new Error(`it exited with ${code}`);
  });

  const size = Number((await podman("image", "inspect", "--format", "{{.Size}}", IMAGE)).trim());
  console.log(`image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB${build ? `; built in ${buildSeconds} s (base image step: ${baseSeconds} s)` : ""}`);
}

runDrill(main);
