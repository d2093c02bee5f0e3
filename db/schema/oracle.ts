import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const ORACLE_FILE_STATUSES = ["queued", "processing", "ready", "failed"] as const;
export type OracleFileStatus = (typeof ORACLE_FILE_STATUSES)[number];

export const oracleFiles = pgTable(
  "oracle_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text("name").notNull(),
    /** The extension the content was recognised as: pdf, txt, doc, docx, jpg, jpeg or png. */
    type: text("type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The upload itself, kept until it is parsed; cleared once its chunks are stored. */
    content: bytea("content"),
    status: text("status", { enum: ORACLE_FILE_STATUSES }).notNull().default("queued"),
    /** Parsing progress in percent, shown while a large file is read by the job. */
    progress: integer("progress").notNull().default(0),
    pageCount: integer("page_count"),
    /** Tesseract's mean confidence (0–100) over the file's images read by OCR; null when nothing was. */
    ocrConfidence: integer("ocr_confidence"),
    /** Why the file could not be read, in words for its owner. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("oracle_files_user_idx").on(table.userId, table.createdAt),
    check("oracle_files_progress_range", sql`${table.progress} between 0 and 100`),
  ],
);

export const oracleChunks = pgTable(
  "oracle_chunks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => oracleFiles.id, { onDelete: "cascade" }),
    userId: ownerId(),
    /** 1-based PDF page; null for formats without pages. */
    page: integer("page"),
    /** 1-based paragraph within the page (or the whole document when there are no pages). */
    paragraph: integer("paragraph").notNull(),
    /** Reading order within the file. */
    position: integer("position").notNull(),
    text: text("text").notNull(),
    /** Tesseract's mean confidence (0–100) over the page this passage was read from by OCR; null when it was not. */
    ocrConfidence: integer("ocr_confidence"),
    /** The sentence encoder's vector of the text, one signed byte a dimension (lib/oracle/vectors.ts); null when it could not be computed. */
    embedding: bytea("embedding"),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (table) => [
    index("oracle_chunks_search_idx").using("gin", table.searchVector),
    index("oracle_chunks_file_idx").on(table.fileId, table.position),
  ],
);

export const oracleConversations = pgTable(
  "oracle_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("oracle_conversations_user_idx").on(table.userId, table.updatedAt)],
);

/** The files a conversation asks about; retrieval searches only these. */
export const oracleConversationFiles = pgTable(
  "oracle_conversation_files",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => oracleConversations.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => oracleFiles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.fileId] })],
);

export type OracleCitation = {
  /** The number the answer refers to, as in "[1]". */
  marker: number;
  chunkId: string;
  fileId: string;
  fileName: string;
  page: number | null;
  paragraph: number;
  passage: string;
  /** The sentence of the passage that answers (absent on answers stored before quotes were kept). */
  quote?: string;
  /** Set when the passage was read by OCR with a confidence (0–100) below OCR_TRUSTED_CONFIDENCE: its words may be misread. */
  ocrConfidence?: number;
};

export type OracleAttachment = { id: string; name: string; type: string };

export const oracleMessages = pgTable(
  "oracle_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => oracleConversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    attachments: jsonb("attachments").$type<OracleAttachment[]>().notNull().default([]),
    citations: jsonb("citations").$type<OracleCitation[]>().notNull().default([]),
    /** The language model that wrote an answer; null for quotes (and for questions). Only its cited sentences are shown as coming from the files. */
    model: text("model"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("oracle_messages_conversation_idx").on(table.conversationId, table.createdAt)],
);

export type OracleFile = typeof oracleFiles.$inferSelect;
export type OracleChunk = typeof oracleChunks.$inferSelect;
export type NewOracleChunk = typeof oracleChunks.$inferInsert;
export type OracleConversation = typeof oracleConversations.$inferSelect;
export type OracleMessage = typeof oracleMessages.$inferSelect;
