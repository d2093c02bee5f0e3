import { defineEndpoint } from "@/lib/api/endpoint";
import {
  conversationDetailAnswerSchema,
  conversationIdSchema,
  conversationsAnswerSchema,
  fileAnswerSchema,
  fileIdSchema,
  renameConversationSchema,
  renamedConversationAnswerSchema,
} from "./schemas";

/** The Oracle's conversations, latest first. */
export const listConversationsEndpoint = defineEndpoint({ method: "GET", path: "/api/oracle/conversations", answer: conversationsAnswerSchema });

/** One conversation's messages and the files it was given. */
export const getConversationEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/oracle/conversations/[id]",
  params: conversationIdSchema,
  answer: conversationDetailAnswerSchema,
});

export const renameConversationEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/oracle/conversations/[id]",
  params: conversationIdSchema,
  body: renameConversationSchema,
  answer: renamedConversationAnswerSchema,
});

export const deleteConversationEndpoint = defineEndpoint({ method: "DELETE", path: "/api/oracle/conversations/[id]", params: conversationIdSchema });

/** A file's reading status and progress, polled while the job reads it. */
export const getOracleFileEndpoint = defineEndpoint({ method: "GET", path: "/api/oracle/files/[id]", params: fileIdSchema, answer: fileAnswerSchema });

/** Cancels reading a file, or removes a read one. */
export const deleteOracleFileEndpoint = defineEndpoint({ method: "DELETE", path: "/api/oracle/files/[id]", params: fileIdSchema });
