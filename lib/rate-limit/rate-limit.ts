import "server-only";
import { lte } from "drizzle-orm";
import { Pool } from "pg";
import type { DbOrTx } from "@/db/client";
import { rateLimitCounters } from "@/db/schema";
import { clientIp } from "@/lib/request-ip";
import { env } from "@/lib/env";
import { closeAtShutdown } from "@/lib/shutdown";
import { logger } from "@/lib/observability/log";
import { AppError } from "@/lib/errors";
import { RATE_LIMITS, type RateLimitName } from "./rules";

export type RateLimiter = {
  /**
   * Spends `points` of `key`'s allowance under the named limit, atomically in PostgreSQL, and
   * tells how many points the key has spent in the window, these included. Over the limit it
   * throws a 429 AppError with the rule's message and a retry time.
   */
  consume: (name: RateLimitName, key: string, points?: number) => Promise<number>;
  /** Gives back points, e.g. when the limited action turned out not to count (a failed call of ours). */
  refund: (name: RateLimitName, key: string, points?: number) => Promise<void>;
};

/** The 429 of a passed limit: its message, and a retry in whole seconds (at least one). */
export const rateLimitExceeded = (name: RateLimitName, msBeforeNext: number) =>
  new AppError("rate_limit_exceeded", RATE_LIMITS[name].message, undefined, Math.max(1, Math.ceil(msBeforeNext / 1000)));

/** A limit's counter: one row of rate_limit_counters per limit and key. */
export const rateLimitKey = (name: RateLimitName, key: string) => `${name}:${key}`;

/**
 * Only the connection pools are shared through globalThis (one per database and process).
 * The limiters and the errors they throw belong to each copy of this module: the production
 * build loads it once per route bundle, and an object one bundle kept on globalThis would
 * throw its own bundle's classes into another's.
 */
const globalForLimits = globalThis as unknown as { showbookRateLimitPools?: Map<string, Pool> };
const limitersByDatabase = new Map<string, RateLimiter>();

function sharedPool(connectionString: string): Pool {
  const pools = (globalForLimits.showbookRateLimitPools ??= new Map());
  let pool = pools.get(connectionString);
  if (!pool) {
    // A refused or lost connection fails the limit's query at once (a 503, lib/api/route.ts),
    // and an idle connection the server ended is dropped from the pool, not thrown at the process.
    const created = new Pool({ connectionString, max: 3, connectionTimeoutMillis: 5_000, application_name: "showbook-rate-limits" });
    created.on("error", (error: Error) => logger.warn({ error: error.message }, "an idle rate-limit connection failed; the pool replaces it"));
    pools.set(connectionString, created);
    closeAtShutdown(`rate-limit pool ${pools.size}`, () => created.end());
    pool = created;
  }
  return pool;
}

/**
 * Spends (or, negative, gives back) points of a counter in its fixed window, atomically in
 * PostgreSQL (showbook_spend_points, db/functions/rate_limits.sql): the points spent in the
 * window and the milliseconds until it ends.
 */
async function spend(pool: Pool, name: RateLimitName, key: string, points: number): Promise<{ spent: number; msLeft: number }> {
  const clock = new Date();
  const { rows } = await pool.query<{ points: number; window_ends_at: Date }>(
    "select points, window_ends_at from showbook_spend_points($1, $2, $3, $4)",
    [rateLimitKey(name, key), points, RATE_LIMITS[name].duration * 1000, clock],
  );
  return { spent: rows[0].points, msLeft: +rows[0].window_ends_at - +clock };
}

function createRateLimiter(pool: Pool): RateLimiter {
  return {
    async consume(name, key, points = 1) {
      const { spent, msLeft } = await spend(pool, name, key, points);
      if (spent > RATE_LIMITS[name].points) throw rateLimitExceeded(name, msLeft);
      return spent;
    },
    async refund(name, key, points = 1) {
      await spend(pool, name, key, -points);
    },
  };
}

/** Deletes the counters whose window ended by `now` (the job clear-rate-limits); answers how many. */
export async function clearEndedWindows(db: DbOrTx, now: Date): Promise<number> {
  return (await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now)).returning({ key: rateLimitCounters.key })).length;
}

/** The limits kept in the database at `connectionString`. */
export function rateLimiterFor(connectionString: string): RateLimiter {
  let found = limitersByDatabase.get(connectionString);
  if (!found) {
    found = createRateLimiter(sharedPool(connectionString));
    limitersByDatabase.set(connectionString, found);
  }
  return found;
}

/** The app's limits, in the database of DATABASE_URL. */
export function appRateLimiter(): RateLimiter {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: rate limits live in PostgreSQL.");
  return rateLimiterFor(url);
}

export const consumeRateLimit: RateLimiter["consume"] = (name, key, points) => appRateLimiter().consume(name, key, points);

export const refundRateLimit: RateLimiter["refund"] = (name, key, points) => appRateLimiter().refund(name, key, points);

/**
 * Whom a declared limit counts: the signed-in user, the client's address (one shared key when
 * the server cannot tell it), or a key made from the parsed request; a key of null skips the limit.
 */
export type LimitKey<Args> = "user" | "ip" | ((args: Args) => string | null);

/** A rule's key, or its key and how many points one call spends (1 unless told). */
export type DeclaredLimit<Args> = LimitKey<Args> | { key: LimitKey<Args>; points: (args: Args) => number };

/**
 * The `limit` option of apiRoute and the action wrappers: rules of RATE_LIMITS by name, spent
 * in the order written, after the input is parsed and before the handler runs.
 */
export type DeclaredLimits<Args> = Partial<Record<RateLimitName, DeclaredLimit<Args>>>;

export async function consumeDeclaredLimits<Args>(
  limits: DeclaredLimits<Args> | undefined,
  args: Args,
  caller: { userId: string | null; headers: () => Headers | Promise<Headers> },
): Promise<void> {
  if (!limits) return;
  for (const [name, declared] of Object.entries(limits) as [RateLimitName, DeclaredLimit<Args>][]) {
    const { key, points } = typeof declared === "object" ? declared : { key: declared, points: undefined };
    const value = key === "user" ? caller.userId : key === "ip" ? (clientIp(await caller.headers()) ?? "direct") : key(args);
    if (value !== null) await consumeRateLimit(name, value, points?.(args));
  }
}
