import "server-only";
import path from "node:path";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { createDb } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

export async function migrateDatabase(url: string): Promise<void> {
  const { db, sql } = createDb(url, 1, "migrate");
  try {
    await migrate(db, { migrationsFolder });
  } finally {
    await sql.end();
  }
}
