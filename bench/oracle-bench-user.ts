import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";

/** A throw-away account owning a benchmark's rows; removing it removes them all (cascade). */
export async function withBenchUser<T>(db: Db, run: (userId: string) => Promise<T>): Promise<T> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email: `bench-${id}@bench.showbook.app`,
    passwordHash: "bench-account-cannot-sign-in",
    anonymousUsername: `bench-${id}`,
  });
  try {
    return await run(id);
  } finally {
    await db.delete(users).where(eq(users.id, id));
  }
}

/** The database to measure on: the runner's, or DATABASE_URL when a module runs alone. */
export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to a PostgreSQL database to run this benchmark alone.");
  return url;
}
