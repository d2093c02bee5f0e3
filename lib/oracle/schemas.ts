import { z } from "zod";
import type { OracleFileStatus } from "@/db/schema";
import { jsonTimestamp } from "@/lib/api/answers";
import { ORACLE_UPLOAD_EXTENSIONS } from "./upload-rules";

export const conversationIdSchema = z.object({ id: z.uuid("Conversation not found") });
export const fileIdSchema = z.object({ id: z.uuid("File not found") });

export const renameConversationSchema = z.object({
  title: z.string().trim().min(1, "Please enter a name").max(120, "Names can be at most 120 characters"),
});

export const chatSchema = z.object({
  message: z.string().trim().min(1, "Please enter a message").max(4000, "Messages can be at most 4000 characters"),
  files: z
    .array(z.object({ id: z.uuid("File not found"), name: z.string().max(255), type: z.enum(ORACLE_UPLOAD_EXTENSIONS) }))
    .max(10, "Attach at most 10 files to a message")
    .default([]),
  conversationId: z.uuid("Conversation not found").optional(),
});

export type ChatInput = z.infer<typeof chatSchema>;

// The schema's statuses, spelled here so no table definition reaches the browser; `satisfies` keeps them in step.
const FILE_STATUSES = ["queued", "processing", "ready", "failed"] as const satisfies readonly OracleFileStatus[];

export const conversationAnswerSchema = z.object({ id: z.string(), title: z.string(), updatedAt: jsonTimestamp });
export const conversationsAnswerSchema = z.object({ conversations: z.array(conversationAnswerSchema) });
export const renamedConversationAnswerSchema = z.object({ conversation: conversationAnswerSchema });

export const attachmentSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const citationSchema = z.object({
  marker: z.number(),
  chunkId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  page: z.number().nullable(),
  paragraph: z.number(),
  passage: z.string(),
  quote: z.string().optional(),
  ocrConfidence: z.number().optional(),
});

export const conversationDetailAnswerSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(["user", "assistant"]),
      content: z.string(),
      attachments: z.array(attachmentSchema),
      citations: z.array(citationSchema),
      model: z.string().nullable(),
    }),
  ),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const fileSummarySchema = attachmentSchema.extend({
  status: z.enum(FILE_STATUSES),
  progress: z.number(),
  error: z.string().nullable(),
  ocrConfidence: z.number().nullable().optional(),
});
export const fileAnswerSchema = z.object({ file: fileSummarySchema });
