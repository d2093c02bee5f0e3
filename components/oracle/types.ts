import type { z } from "zod";
import type { attachmentSchema, citationSchema, conversationAnswerSchema, fileSummarySchema } from "@/lib/oracle/schemas";

/** Shapes as they arrive over JSON (dates as strings), parsed by the schemas in lib/oracle/schemas.ts. */
export type ConversationItem = z.infer<typeof conversationAnswerSchema>;
export type OracleAttachment = z.infer<typeof attachmentSchema>;
export type OracleCitation = z.infer<typeof citationSchema>;

export type ThreadMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  attachments: OracleAttachment[];
  citations: OracleCitation[];
  /** The language model that wrote an answer; null (or absent) for quotes and questions. */
  model?: string | null;
  /** Set on the reply being streamed, or on one that failed. */
  state?: "streaming" | "error";
};

/**
 * A file attached to the next message: "uploading" until the server has it, then as the server
 * reports (`ocrConfidence`: set once a scan has been read by OCR).
 */
export type PendingFile = Omit<z.infer<typeof fileSummarySchema>, "status"> & { status: z.infer<typeof fileSummarySchema>["status"] | "uploading" };
