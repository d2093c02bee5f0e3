import { NextResponse } from "next/server";

/** Liveness: the process serves requests. It checks nothing else, so a restart is never asked for a fault a restart cannot mend. */
export function GET() {
  return NextResponse.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
