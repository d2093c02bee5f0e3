import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { syncProspects } from "@/lib/prospects/prospects";

export const POST = apiRoute({ access: "user" }, async ({ user }) => NextResponse.json(await syncProspects(getDb(), user)));
