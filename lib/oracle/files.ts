import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oracleFiles } from "@/db/schema";
import { ownRows } from "@/lib/auth/scope";
import { AppError } from "@/lib/errors";

/**
 * Deletes one of the user's files with its passages: cancels a file still being read (the
 * parse job then finds nothing to do). Another user's file is a 404.
 */
export async function deleteOwnFile(db: Db, userId: string, fileId: string): Promise<void> {
  const deleted = await db
    .delete(oracleFiles)
    .where(and(eq(oracleFiles.id, fileId), ownRows(oracleFiles.userId, userId)))
    .returning({ id: oracleFiles.id });
  if (!deleted.length) throw new AppError("not_found", "File not found");
}
