import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { withoutPassword } from "@/lib/launcher/check-database";

const root = await mkdtemp(path.join(os.tmpdir(), "showbook-launcher-"));
afterAll(() => rm(root, { recursive: true, force: true }));

/** Runs the launcher (`npm start`, or one role of the image) with `env` until it exits; its output and exit code. */
async function launch(env: Record<string, string | undefined>, role?: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts", ...(role ? [role] : [])], {
    env: { ...process.env, SHOWBOOK_DATA_DIR: path.join(root, `data-${Math.random()}`), PORT: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  // What the lines say: each JSON log line's message, other lines as they are.
  const said = output
    .split("\n")
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg: unknown }).msg);
      } catch {
        return line;
      }
    })
    .join("\n");
  return { code, output, said };
}

describe("[launcher] a start that cannot go on says why", () => {
  it("names the database it cannot reach, without its password, and what to check", { timeout: 60_000 }, async () => {
    const { code, output } = await launch({ DATABASE_URL: "postgres://showbook:secret-word@127.0.0.1:1/showbook" });
    expect(code).toBe(1);
    expect(output).toContain(
      "The database at postgres://showbook@127.0.0.1:1/showbook cannot be reached: connect ECONNREFUSED 127.0.0.1:1. " +
        "Check that PostgreSQL runs there and accepts connections from this machine, and that DATABASE_URL " +
        "(host, port, user, password, database name) is right; or unset DATABASE_URL to use the embedded PostgreSQL.",
    );
    expect(output).not.toContain("secret-word");
    expect(output).not.toContain("Failed query");
  });

  it("refuses to serve without Stripe keys unless mock payments are asked for by name", { timeout: 60_000 }, async () => {
    const { code, output } = await launch({
      PAYMENTS_MODE: undefined,
      STRIPE_SECRET_KEY: undefined,
      NODE_ENV: undefined,
      DATABASE_URL: "postgres://showbook@127.0.0.1:1/showbook",
    });
    expect(code).toBe(1);
    expect(output).toContain("PAYMENTS_MODE: payments are not configured: set STRIPE_SECRET_KEY");
    expect(output).toContain("or PAYMENTS_MODE=mock");
    // Refused before it looked for the database.
    expect(output).not.toContain("cannot be reached");
  });

  it("refuses a malformed setting by name, before it looks for the database", { timeout: 60_000 }, async () => {
    const { code, output } = await launch({ METRICS_PORT: "ninety", DATABASE_URL: "postgres://showbook@127.0.0.1:1/showbook" });
    expect(code).toBe(1);
    expect(output).toContain("METRICS_PORT: METRICS_PORT must be a port number (1 to 65535), or 0 for no metrics");
    expect(output).not.toContain("cannot be reached");
  });

  it("keeps passwords out of database URLs it logs", () => {
    expect(withoutPassword("postgres://app:s3cret@db.example.com:5432/showbook?sslmode=require")).toBe(
      "postgres://app@db.example.com:5432/showbook?sslmode=require",
    );
    expect(withoutPassword("postgresql://db.example.com/showbook?user=app&password=s3cret")).toBe("postgresql://db.example.com/showbook?user=app");
  });
});

describe("[launcher] the image's roles (Containerfile) take their settings from the environment", () => {
  it("refuses to start the web or worker role without AUTH_SECRET, naming it", { timeout: 60_000 }, async () => {
    for (const role of ["web", "worker"]) {
      const { code, output } = await launch({ AUTH_SECRET: undefined, DATABASE_URL: inject("databaseUrl") }, role);
      expect(code).toBe(1);
      expect(output).toContain(`The ${role} role takes its settings from the environment: set AUTH_SECRET`);
    }
  });

  it("refuses an unknown role, naming the roles there are", { timeout: 60_000 }, async () => {
    const { code, said } = await launch({ DATABASE_URL: inject("databaseUrl") }, "serve");
    expect(code).toBe(1);
    expect(said).toContain('Unknown role "serve": use one of all, web, worker, migrate');
  });

  it("migrates the database and exits 0 in the migrate role", { timeout: 60_000 }, async () => {
    const { code, said } = await launch({ DATABASE_URL: inject("databaseUrl") }, "migrate");
    expect(said).toContain("migrations applied");
    expect(code).toBe(0);
  });
});
