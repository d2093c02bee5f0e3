import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Db = PostgresJsDatabase<typeof schema>;

export function createDb(url: string, max = 10): { db: Db; sql: postgres.Sql } {
  const sql = postgres(url, { max, onnotice: () => {} });
  return { db: drizzle(sql, { schema }), sql };
}

const globalForDb = globalThis as unknown as { showbookDb?: Db };

/** The app's shared connection pool, created on first use from DATABASE_URL. */
export function getDb(): Db {
  if (!globalForDb.showbookDb) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm run setup-and-start` or set it.");
    globalForDb.showbookDb = createDb(url).db;
  }
  return globalForDb.showbookDb;
}
