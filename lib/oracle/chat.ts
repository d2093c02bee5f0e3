import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  oracleChunks,
  oracleConversationFiles,
  oracleConversations,
  oracleFiles,
  oracleMessages,
  type OracleAttachment,
  type OracleCitation,
} from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ownRows } from "@/lib/auth/scope";
import { mapCitations, type SourcePassage } from "./citations";
import { createConversation } from "./conversations";
import { composeExtractiveAnswer } from "./extractive-answer";
import { streamLlmAnswer, type ChatTurn, type LlmConfig } from "./llm-answer";
import { ORACLE_ERROR_REPLY } from "./replies";
import { searchPassages, type Passage } from "./retrieve";
import { logger } from "@/lib/observability/log";

const TITLE_LENGTH = 60;
const HISTORY_TURNS = 6;

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  attachments: OracleAttachment[];
  citations: OracleCitation[];
  /** The language model that wrote the answer; null for quotes. */
  model: string | null;
  createdAt: Date;
};

export type ChatEvent =
  | { type: "start"; conversationId: string; userMessage: StoredMessage }
  | { type: "delta"; text: string }
  | { type: "done"; message: StoredMessage }
  | { type: "error"; error: string };

type ChatInput = {
  userId: string;
  conversationId?: string;
  message: string;
  files: OracleAttachment[];
  /** The chat model, or null for the local extractive answerer. */
  llm: LlmConfig | null;
};

async function checkAttachments(db: Db, userId: string, files: OracleAttachment[]): Promise<OracleAttachment[]> {
  if (!files.length) return [];
  const ids = [...new Set(files.map((file) => file.id))];
  const owned = await db
    .select({ id: oracleFiles.id, name: oracleFiles.name, type: oracleFiles.type, status: oracleFiles.status })
    .from(oracleFiles)
    .where(and(ownRows(oracleFiles.userId, userId), inArray(oracleFiles.id, ids)));
  if (owned.length !== ids.length) throw new AppError("not_found", "File not found");
  const unready = owned.find((file) => file.status !== "ready");
  if (unready) {
    throw new AppError(
      "conflict",
      unready.status === "failed" ? `${unready.name} could not be read.` : `${unready.name} is still being read. Ask again when it is ready.`,
    );
  }
  return owned.map(({ id, name, type }) => ({ id, name, type }));
}

/** The passages with the OCR confidence of those read by OCR, for their citations. */
async function withOcrConfidence(db: Db, passages: Passage[]): Promise<SourcePassage[]> {
  if (!passages.length) return [];
  const rows = await db
    .select({ id: oracleChunks.id, ocrConfidence: oracleChunks.ocrConfidence })
    .from(oracleChunks)
    .where(inArray(oracleChunks.id, [...new Set(passages.map((passage) => passage.chunkId))]));
  const confidence = new Map(rows.map((row) => [row.id, row.ocrConfidence]));
  return passages.map((passage) => ({ ...passage, ocrConfidence: confidence.get(passage.chunkId) ?? null }));
}

/**
 * Stores the question (in a new conversation when none is given) and returns the answer
 * as a stream of events. Bad input fails here, before anything is stored; a failure while
 * answering ends the stream with the spec's error text and stores no answer.
 */
export async function startChat(db: Db, input: ChatInput): Promise<{ conversationId: string; events: AsyncGenerator<ChatEvent> }> {
  const attachments = await checkAttachments(db, input.userId, input.files);
  let conversationId = input.conversationId;
  if (conversationId) {
    const [owned] = await db
      .select({ id: oracleConversations.id })
      .from(oracleConversations)
      .where(and(eq(oracleConversations.id, conversationId), ownRows(oracleConversations.userId, input.userId)));
    if (!owned) throw new AppError("not_found", "Conversation not found");
  } else {
    conversationId = (await createConversation(db, input.userId, input.message.slice(0, TITLE_LENGTH))).id;
  }
  const id = conversationId;

  const history = await db
    .select({ role: oracleMessages.role, content: oracleMessages.content })
    .from(oracleMessages)
    .where(eq(oracleMessages.conversationId, id))
    .orderBy(asc(oracleMessages.createdAt));
  const userMessage = await db.transaction(async (tx) => {
    if (attachments.length) {
      await tx
        .insert(oracleConversationFiles)
        .values(attachments.map((file) => ({ conversationId: id, fileId: file.id })))
        .onConflictDoNothing();
    }
    await tx.update(oracleConversations).set({ updatedAt: new Date() }).where(eq(oracleConversations.id, id));
    const [stored] = await tx
      .insert(oracleMessages)
      .values({ conversationId: id, role: "user", content: input.message, attachments })
      .returning();
    return stored;
  });

  async function* events(): AsyncGenerator<ChatEvent> {
    yield { type: "start", conversationId: id, userMessage };
    try {
      const fileIds = (
        await db
          .select({ fileId: oracleConversationFiles.fileId })
          .from(oracleConversationFiles)
          .where(eq(oracleConversationFiles.conversationId, id))
      ).map((row) => row.fileId);
      const passages = await withOcrConfidence(db, await searchPassages(db, { userId: input.userId, fileIds, question: input.message }));
      let answer = "";
      let cited: SourcePassage[] = passages;
      if (input.llm) {
        const turns: ChatTurn[] = history.slice(-HISTORY_TURNS);
        for await (const text of streamLlmAnswer(input.llm, { question: input.message, passages, history: turns })) {
          answer += text;
          yield { type: "delta", text };
        }
        if (!answer.trim()) throw new Error("The language model returned an empty answer");
      } else {
        ({ answer, quoted: cited } = composeExtractiveAnswer(passages, input.message));
        yield { type: "delta", text: answer };
      }
      const citations = cited.length ? mapCitations(answer, cited) : [];
      const [message] = await db
        .insert(oracleMessages)
        .values({ conversationId: id, role: "assistant", content: answer, citations, model: input.llm?.model ?? null })
        .returning();
      yield { type: "done", message };
    } catch (error) {
      logger.error({ err: error }, "the Oracle's answering failed");
      yield { type: "error", error: ORACLE_ERROR_REPLY };
    }
  }

  return { conversationId: id, events: events() };
}
