import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleConversationFiles, oracleConversations, oracleFiles, oracleMessages } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { AppError } from "@/lib/errors";

export const NEW_CONVERSATION_TITLE = "New conversation";

const conversationNotFound = () => new AppError("not_found", "Conversation not found");

const conversationColumns = {
  id: oracleConversations.id,
  title: oracleConversations.title,
  createdAt: oracleConversations.createdAt,
  updatedAt: oracleConversations.updatedAt,
};

export type ConversationSummary = { id: string; title: string; createdAt: Date; updatedAt: Date };

export function listConversations(db: Db, userId: string): Promise<ConversationSummary[]> {
  return db
    .select(conversationColumns)
    .from(oracleConversations)
    .where(ownRows(oracleConversations.userId, userId))
    .orderBy(desc(oracleConversations.updatedAt));
}

export async function createConversation(db: Db, userId: string, title = NEW_CONVERSATION_TITLE): Promise<ConversationSummary> {
  const [conversation] = await db.insert(oracleConversations).values({ userId, title }).returning(conversationColumns);
  return conversation;
}

export async function renameConversation(db: Db, input: { userId: string; id: string; title: string }): Promise<ConversationSummary> {
  const [conversation] = await db
    .update(oracleConversations)
    .set({ title: input.title, updatedAt: new Date() })
    .where(and(eq(oracleConversations.id, input.id), ownRows(oracleConversations.userId, input.userId)))
    .returning(conversationColumns);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export async function deleteConversation(db: Db, input: { userId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(oracleConversations)
    .where(and(eq(oracleConversations.id, input.id), ownRows(oracleConversations.userId, input.userId)))
    .returning({ id: oracleConversations.id });
  if (!deleted.length) throw conversationNotFound();
}

/** A conversation of the user with its messages and files; another user's is a 404. */
export async function getConversation(db: Db, input: { userId: string; id: string }) {
  const [conversation] = await db
    .select(conversationColumns)
    .from(oracleConversations)
    .where(and(eq(oracleConversations.id, input.id), ownRows(oracleConversations.userId, input.userId)));
  if (!conversation) throw conversationNotFound();
  const messages = await db
    .select({
      id: oracleMessages.id,
      role: oracleMessages.role,
      content: oracleMessages.content,
      attachments: oracleMessages.attachments,
      citations: oracleMessages.citations,
      model: oracleMessages.model,
      createdAt: oracleMessages.createdAt,
    })
    .from(oracleMessages)
    .where(eq(oracleMessages.conversationId, conversation.id))
    .orderBy(asc(oracleMessages.createdAt));
  const files = await db
    .select({ id: oracleFiles.id, name: oracleFiles.name, type: oracleFiles.type })
    .from(oracleConversationFiles)
    .innerJoin(oracleFiles, eq(oracleFiles.id, oracleConversationFiles.fileId))
    .where(eq(oracleConversationFiles.conversationId, conversation.id));
  return { conversation, messages, files };
}

export type ConversationDetail = Awaited<ReturnType<typeof getConversation>>;
