"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { userAction } from "@/lib/api/action";
import { clientIp } from "@/lib/request-ip";
import { unlockSideApp } from "@/lib/side-apps/access";

// No trim: codes are compared exactly, case and spaces included.
const unlockSchema = z.object({
  app: z.enum(["create", "oracle"]),
  code: z.string().max(200, "That code is too long"),
});

export const unlockSideAppAction = userAction(unlockSchema, async ({ app, code }, user) => {
  const result = await unlockSideApp({ app, code, userId: user.id, ip: clientIp(await headers()) });
  return result.ok ? { ok: true, data: undefined } : result;
});
