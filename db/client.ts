import "server-only";
import { availableParallelism } from "node:os";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "@/lib/env";
import { closeAtShutdown } from "@/lib/shutdown";
import { dbPoolMax } from "@/lib/observability/metrics";
import { observedSql } from "./observed-sql";
import * as schema from "./schema";

export type Db = PostgresJsDatabase<typeof schema>;
/** An open transaction of the app's database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Queries that run alike on the pool or inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

/**
 * A connection unanswered this long fails its query: a database that is down or restarting
 * answers at once with a refusal, so a request waits at most this long, then gets a 503.
 */
const CONNECT_TIMEOUT_SECONDS = 5;

/** A pool on `url` whose queries are traced and counted under `pool` in the metrics. */
export function createDb(url: string, max = 10, pool = "app"): { db: Db; sql: postgres.Sql } {
  const sql = postgres(url, {
    max,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    onnotice: () => {},
    connection: { application_name: `showbook-${pool}` },
  });
  return { db: drizzle(observedSql(sql, pool), { schema }), sql };
}

/**
 * PostgreSQL does the work with about two busy connections a core; a larger pool on a small
 * machine only adds context switches and lock waits under load.
 */
const defaultPoolSize = () => availableParallelism() * 2 + 1;

const globalForDb = globalThis as unknown as { showbookDb?: Db };

/** The app's shared connection pool, created on first use from DATABASE_URL. */
export function getDb(): Db {
  if (!globalForDb.showbookDb) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm run setup-and-start` or set it.");
    const size = env().DATABASE_POOL_SIZE ?? defaultPoolSize();
    const { db, sql } = createDb(url, size);
    globalForDb.showbookDb = db;
    dbPoolMax.set({ pool: "app" }, size);
    closeAtShutdown("database pool", () => sql.end({ timeout: 5 }));
  }
  return globalForDb.showbookDb;
}
