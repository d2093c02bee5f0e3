import "server-only";
import { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { LOGIN_THROTTLED_MESSAGE } from "@/lib/auth/schemas";
import { env } from "@/lib/env";
import { AppError } from "./errors";

type LimitRule = {
  /** Requests allowed inside the window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  /** What the person is told on a 429. */
  message: string;
};

/**
 * Every rate limit of the app, in one table. Keys are chosen by the caller
 * (an IP, an e-mail, a user id); the rows live in PostgreSQL (`rate_limits`), so
 * every web process and worker shares them.
 */
export const RATE_LIMITS = {
  holdsPerIp: {
    points: 20,
    duration: 10 * 60,
    message: "Too many booking attempts from your connection. Please wait a few minutes and try again.",
  },
  holdsPerEmail: {
    points: 6,
    duration: 10 * 60,
    message: "Too many booking attempts for this e-mail address. Please wait a few minutes and try again.",
  },
  signInsPerAccount: {
    points: 10,
    duration: 15 * 60,
    message: LOGIN_THROTTLED_MESSAGE,
  },
  signInsPerIp: {
    points: 10,
    duration: 15 * 60,
    message: LOGIN_THROTTLED_MESSAGE,
  },
  accessCodePerUser: {
    points: 10,
    duration: 15 * 60,
    message: "Too many access code attempts. Please wait 15 minutes and try again.",
  },
  accessCodePerIp: {
    points: 30,
    duration: 15 * 60,
    message: "Too many access code attempts from your connection. Please wait 15 minutes and try again.",
  },
  oracleUploadsPerUser: {
    points: 60,
    duration: 60 * 60,
    message: "Too many uploads. Please wait a while and try again.",
  },
  propertyPhotosPerUser: {
    points: 30,
    duration: 60 * 60,
    message: "Too many uploads. Please wait a while and try again.",
  },
  oracleMessagesPerUser: {
    points: 120,
    duration: 60 * 60,
    message: "Too many questions in a short time. Please wait a while and try again.",
  },
  imageGenerationsPerUser: {
    points: 10,
    duration: 60,
    message: "You are generating images too quickly. Please wait a minute and try again.",
  },
  billingCheckoutsPerUser: {
    points: 10,
    duration: 10 * 60,
    message: "Too many checkout attempts. Please wait a few minutes and try again.",
  },
  imageReportsPerUser: {
    points: 20,
    duration: 60 * 60,
    message: "Too many reports from your account. Please wait an hour and try again.",
  },
  verificationEmailsPerUser: {
    points: 3,
    duration: 60 * 60,
    message: "A verification e-mail was sent a moment ago. Please check your inbox, or try again in an hour.",
  },
  signedLinksPerIp: {
    points: 30,
    duration: 10 * 60,
    message: "Too many attempts from your connection. Please wait a few minutes and try again.",
  },
} as const satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimiter = {
  /**
   * Spends `points` of `key`'s allowance under the named limit, atomically in PostgreSQL.
   * Over the limit it throws a 429 AppError with the rule's message and a retry time.
   */
  consume: (name: RateLimitName, key: string, points?: number) => Promise<void>;
  /** Gives back points, e.g. when the limited action turned out not to count (a failed call of ours). */
  refund: (name: RateLimitName, key: string, points?: number) => Promise<void>;
};

const globalForLimits = globalThis as unknown as { showbookRateLimiters?: Map<string, RateLimiter> };

function createRateLimiter(connectionString: string): RateLimiter {
  const pool = new Pool({ connectionString, max: 3 });
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
        await limiter(name).consume(key, points);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new AppError("rate_limit_exceeded", RATE_LIMITS[name].message, undefined, seconds);
        }
        throw error;
      }
    },
    async refund(name, key, points = 1) {
      await limiter(name).reward(key, points);
    },
  };
}

/** The limits kept in the database at `connectionString`, one pool per database and process. */
export function rateLimiterFor(connectionString: string): RateLimiter {
  const limiters = (globalForLimits.showbookRateLimiters ??= new Map());
  let found = limiters.get(connectionString);
  if (!found) {
    found = createRateLimiter(connectionString);
    limiters.set(connectionString, found);
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
