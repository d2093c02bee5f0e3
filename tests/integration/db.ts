import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";
import { createDb } from "@/db/client";

/** A connection pool for one test file, closed after it. */
export function useTestDb() {
  const { db, sql } = createDb(inject("databaseUrl"), 4);
  afterAll(() => sql.end());
  return db;
}

export const uniqueEmail = (label = "user") => `${label}-${randomUUID()}@test.showbook.app`;
