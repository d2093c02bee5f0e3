import "server-only";
import { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { clientIp } from "@/lib/request-ip";
import { env } from "@/lib/env";
import { closeAtShutdown } from "@/lib/shutdown";
import { logger } from "@/lib/observability/log";
import { AppError } from "@/lib/errors";
import { RATE_LIMITS, type LimitRule, type RateLimitName } from "./rules";

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

function createRateLimiter(pool: Pool): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterPostgres>();
  const limiter = (name: RateLimitName) => {
    let found = limiters.get(name);
    if (!found) {
      const rule: LimitRule = RATE_LIMITS[name];
      found = new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        keyPrefix: name,
        points: rule.points,
        duration: rule.duration,
      });
      limiters.set(name, found);
    }
    return found;
  };
  return {
    async consume(name, key, points = 1) {
      try {
        return (await limiter(name).consume(key, points)).consumedPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimitExceeded(name, error.msBeforeNext);
        throw error;
      }
    },
    async refund(name, key, points = 1) {
      await limiter(name).reward(key, points);
    },
  };
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
