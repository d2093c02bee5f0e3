import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getOwnFile } from "@/lib/oracle/ingest-file";
import { fileIdSchema } from "@/lib/oracle/schemas";
import { assertSideAppAccess } from "@/lib/side-apps/access";

/** A file's parsing status and progress, polled while the job reads it. */
export const GET = apiRoute({ access: "user", params: fileIdSchema }, async ({ user, params }) => {
  await assertSideAppAccess("oracle");
  return NextResponse.json({ file: await getOwnFile(getDb(), user.id, params.id) });
});
