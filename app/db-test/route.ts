import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { diagnoseDatabase } from "@/lib/diagnostics/diagnostics";

/** Spec §7: `GET /db-test`, no auth — whether the database responds, with timings and no secrets. */
export const GET = apiRoute({ access: "public" }, async () => {
  const diagnosis = await diagnoseDatabase(getDb);
  return NextResponse.json(diagnosis, { status: diagnosis.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
