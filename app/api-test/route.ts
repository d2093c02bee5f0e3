import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";
import { diagnoseApi } from "@/lib/diagnostics/diagnostics";

/** Spec §7: `GET /api-test`, no auth — whether the API responds, with timings and no secrets. */
export const GET = apiRoute({ access: "public" }, () =>
  NextResponse.json(diagnoseApi(), { headers: { "Cache-Control": "no-store" } }),
);
