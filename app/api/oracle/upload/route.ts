import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/api/route";
import { enqueueFileEmbedding, enqueueFileParse } from "@/lib/oracle/enqueue-parse";
import { storeUpload } from "@/lib/oracle/ingest-file";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "@/lib/oracle/upload-rules";
import { assertSideAppAccess } from "@/lib/side-apps/access";

// Room for the multipart envelope around a file of the maximum size.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export const POST = apiRoute(
  { access: "user", maxBodyBytes: MAX_BODY_BYTES, limit: { oracleUploadsPerUser: "user" } },
  async ({ req, user }) => {
    await assertSideAppAccess("oracle");
    const form = await req.formData().catch(() => {
      throw new AppError("bad_request", "Send the file as multipart/form-data in the field \"file\".");
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", UPLOAD_MESSAGES.missing);
    const name = file.name.replace(/[\\/]/g, "_").slice(0, 255) || "upload";
    const stored = await storeUpload(getDb(), {
      userId: user.id,
      name,
      bytes: Buffer.from(await file.arrayBuffer()),
      enqueue: enqueueFileParse,
      enqueueEmbedding: enqueueFileEmbedding,
    });
    return NextResponse.json(stored, { status: 201 });
  },
);
