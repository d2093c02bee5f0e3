import { NextResponse } from "next/server";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/errors";
import { readiness } from "@/lib/health/readiness";

/** Readiness, for load balancers: 200 when the database answers, migrations are current and storage is writable; else 503 naming what is not. */
export async function GET() {
  const { ready, checks } = await readiness();
  return NextResponse.json(
    { ok: ready, checks },
    {
      status: ready ? 200 : 503,
      headers: { "cache-control": "no-store", ...(ready ? {} : { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) }) },
    },
  );
}
