import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { logger } from "@/lib/observability/log";

type Timed = { checkedAt: string; durationMs: number };

export type ApiDiagnosis = Timed & { status: "ok"; service: "api"; uptimeSeconds: number };
export type DbDiagnosis = Timed & { status: "ok" | "error"; service: "database"; message: string };

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** The API answers: how long the process has been up. Nothing about its configuration. */
export function diagnoseApi(now = new Date()): ApiDiagnosis {
  const started = performance.now();
  return {
    status: "ok",
    service: "api",
    uptimeSeconds: Math.round(process.uptime()),
    checkedAt: now.toISOString(),
    durationMs: elapsed(started),
  };
}

/** Whether the database answers a trivial query, and how fast; the cause of a failure is logged, not shown. */
export async function diagnoseDatabase(connect: () => Db, now = new Date()): Promise<DbDiagnosis> {
  const started = performance.now();
  try {
    await connect().execute(sql`select 1`);
    return { status: "ok", service: "database", message: "Database connection successful", checkedAt: now.toISOString(), durationMs: elapsed(started) };
  } catch (error) {
    logger.error({ err: error }, "diagnostics: the database cannot be reached");
    return { status: "error", service: "database", message: "Database unreachable", checkedAt: now.toISOString(), durationMs: elapsed(started) };
  }
}
