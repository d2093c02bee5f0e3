import { aliasedTable, and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { imageReports, images, users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { imageJsonColumns, publiclyVisible } from "./list-images";
import { IMAGE_NOT_FOUND_MESSAGE } from "./manage-images";
import { toImageJson } from "./image-json";
import { REPORT_NOT_FOUND_MESSAGE } from "./route-params";
import type { OpenReport } from "./schemas";

/**
 * A signed-in user reports an image the public gallery shows. Reporting it again while the
 * first report is open changes nothing, so a double click files one report.
 */
export async function reportImage(db: Db, reporterId: string, imageId: string, reason: string): Promise<void> {
  const [image] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), publiclyVisible))
    .limit(1);
  if (!image) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
  await db
    .insert(imageReports)
    .values({ imageId, reporterId, reason })
    .onConflictDoNothing({ target: [imageReports.imageId, imageReports.reporterId], where: sql`status = 'open'` });
}

const reporters = aliasedTable(users, "reporters");

/** Admin scope: every open report, oldest first, with the image and who reported it. */
export async function listOpenReports(db: Db): Promise<OpenReport[]> {
  const rows = await db
    .select({
      id: imageReports.id,
      reason: imageReports.reason,
      createdAt: imageReports.createdAt,
      reporterUsername: reporters.anonymousUsername,
      image: imageJsonColumns,
      creatorUsername: users.anonymousUsername,
    })
    .from(imageReports)
    .innerJoin(images, eq(images.id, imageReports.imageId))
    .innerJoin(users, eq(users.id, images.userId))
    .innerJoin(reporters, eq(reporters.id, imageReports.reporterId))
    .where(eq(imageReports.status, "open"))
    .orderBy(asc(imageReports.createdAt), asc(imageReports.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reporter_username: row.reporterUsername,
    image: toImageJson(row.image, row.creatorUsername),
  }));
}

/**
 * Admin scope: resolves an open report. Hiding takes the image out of every public listing
 * and closes all its open reports with it; dismissing closes this report only.
 */
export async function resolveReport(db: Db, adminId: string, reportId: string, action: "hide" | "dismiss"): Promise<void> {
  await db.transaction(async (tx) => {
    const resolved = { resolvedBy: adminId, resolvedAt: new Date() };
    const [report] = await tx
      .update(imageReports)
      .set({ status: action === "hide" ? "hidden" : "dismissed", ...resolved })
      .where(and(eq(imageReports.id, reportId), eq(imageReports.status, "open")))
      .returning({ imageId: imageReports.imageId });
    if (!report) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    if (action === "dismiss") return;
    await tx.update(images).set({ hiddenAt: resolved.resolvedAt }).where(eq(images.id, report.imageId));
    await tx
      .update(imageReports)
      .set({ status: "hidden", ...resolved })
      .where(and(eq(imageReports.imageId, report.imageId), eq(imageReports.status, "open")));
  });
}
