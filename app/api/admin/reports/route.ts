import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listOpenReports } from "@/lib/gallery/reports";

export const GET = apiRoute({ access: "admin" }, async () => NextResponse.json({ reports: await listOpenReports(getDb()) }));
