import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { startChat } from "@/lib/oracle/chat";
import { configuredLlm } from "@/lib/oracle/llm-config";
import { chatSchema } from "@/lib/oracle/schemas";
import { assertSideAppAccess } from "@/lib/side-apps/access";

/** Answers as newline-delimited JSON events (start, delta…, done or error), streamed as written. */
export const POST = apiRoute({ access: "user", body: chatSchema, limit: { oracleMessagesPerUser: "user" } }, async ({ user, body }) => {
  await assertSideAppAccess("oracle");
  const { events } = await startChat(getDb(), { userId: user.id, ...body, llm: configuredLlm() });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new NextResponse(stream, {
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-cache, no-transform" },
  });
});
