import type { OracleAttachment, OracleCitation } from "@/db/schema";
import type { OracleFileStatus } from "@/db/schema";

/** Shapes as they arrive over JSON (dates as strings). */
export type ConversationItem = { id: string; title: string; updatedAt: string };

export type ThreadMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  attachments: OracleAttachment[];
  citations: OracleCitation[];
  /** Set on the reply being streamed, or on one that failed. */
  state?: "streaming" | "error";
};

/**
 * A file attached to the next message: "uploading" until the server has it, then as the server
 * reports (`ocrConfidence`: set once a scan has been read by OCR).
 */
export type PendingFile = OracleAttachment & { status: OracleFileStatus | "uploading"; progress: number; error: string | null; ocrConfidence?: number | null };
