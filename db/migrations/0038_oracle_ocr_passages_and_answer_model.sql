ALTER TABLE "oracle_chunks" ADD COLUMN "ocr_confidence" integer;--> statement-breakpoint
ALTER TABLE "oracle_messages" ADD COLUMN "model" text;