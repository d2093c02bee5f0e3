"use server";

import { z } from "zod";
import { getDb } from "@/db/client";
import { publicAction } from "@/lib/api/action";
import { AppError } from "@/lib/errors";
import { optOutOfShowingNotices } from "@/lib/owners/showing-notices";

const OPT_OUT_LINK_INVALID = "This link is invalid or has expired. Please ask the listing agent to stop the notices.";

export const optOutAction = publicAction(
  z.object({ token: z.string().min(1).max(500) }),
  async ({ token }) => {
    if (!(await optOutOfShowingNotices(getDb(), token))) throw new AppError("not_found", OPT_OUT_LINK_INVALID);
    return { ok: true, data: undefined, message: "You will no longer receive showing notices or weekly reports for your properties." };
  },
  { limit: { signedLinksPerIp: "ip" } },
);
