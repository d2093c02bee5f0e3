import { NextResponse } from "next/server";
import { actingScope } from "@/lib/auth/acting-scope";
import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { recordTenantConsent } from "@/lib/showings/agent-actions";

/** Records (or withdraws) the tenant's consent to an entry outside business hours. */
export const POST = apiRoute(
  { access: "user", params: z.object({ id: z.uuid("Booking not found") }), body: z.object({ consent: z.boolean() }) },
  async ({ user, params, body }) => {
    const { id, tenantConsent } = await recordTenantConsent(getDb(), await actingScope(getDb(), user), params.id, body.consent);
    return NextResponse.json({ booking: { id, tenantConsent } });
  },
);
