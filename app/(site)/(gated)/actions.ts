"use server";

import { headers } from "next/headers";
import { userAction } from "@/lib/api/action";
import { clientIp } from "@/lib/request-ip";
import { unlockSideApp } from "@/lib/side-apps/access";
import { unlockSchema } from "@/lib/side-apps/unlock-schema";

/** A refused code is the code field's refusal, so the gate shows it on that field. */
export const unlockSideAppAction = userAction(unlockSchema, async ({ app, code }, user) => {
  const result = await unlockSideApp({ app, code, userId: user.id, ip: clientIp(await headers()) });
  return result.ok ? { ok: true, data: undefined } : { ...result, issues: { code: [result.error] } };
});
