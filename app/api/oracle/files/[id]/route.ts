import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteOwnFile } from "@/lib/oracle/files";
import { getOwnFile } from "@/lib/oracle/ingest-file";
import { deleteOracleFileEndpoint, getOracleFileEndpoint } from "@/lib/oracle/endpoints";
import { assertSideAppAccess } from "@/lib/side-apps/access";

/** A file's parsing status and progress, polled while the job reads it. */
export const GET = apiRoute(getOracleFileEndpoint, { access: "user" }, async ({ user, params }) => {
  await assertSideAppAccess("oracle");
  return NextResponse.json({ file: await getOwnFile(getDb(), user.id, params.id) });
});

/** Cancels reading a file (or removes a read one): the file and its passages are deleted. */
export const DELETE = apiRoute(deleteOracleFileEndpoint, { access: "user" }, async ({ user, params }) => {
  await assertSideAppAccess("oracle");
  await deleteOwnFile(getDb(), user.id, params.id);
  return new NextResponse(null, { status: 204 });
});
