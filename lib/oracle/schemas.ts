import { z } from "zod";
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
