import { sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { workersState } from "@/lib/workers/supervise-workers";

/** Liveness, database reachability and the in-process workers' state, for load balancers and the test runner. */
export async function GET() {
  const workers = workersState();
  try {
    await getDb().execute(sql`select 1`);
    return NextResponse.json({ ok: true, workers });
  } catch {
    return NextResponse.json({ ok: false, error: "Database unreachable", workers }, { status: 503 });
  }
}
