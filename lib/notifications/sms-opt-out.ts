import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { smsOptOuts } from "@/db/schema";

const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START_WORDS = new Set(["START", "UNSTOP", "YES"]);

export type SmsKeywordOutcome = "opted_out" | "opted_in" | "ignored";

/** Honours STOP and START replies; essential notices are still sent to opted-out numbers. */
export async function applySmsKeyword(db: Db, from: string, body: string): Promise<SmsKeywordOutcome> {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) {
    await db.insert(smsOptOuts).values({ phone: from }).onConflictDoNothing();
    return "opted_out";
  }
  if (START_WORDS.has(word)) {
    await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, from));
    return "opted_in";
  }
  return "ignored";
}
