import { execFile } from "node:child_process";
import { promisify } from "node:util";
import postgres from "postgres";

/** Runs a command to its end; a failure carries its error output. */
export async function run(command: string, args: string[]): Promise<string> {
  try {
    return (await promisify(execFile)(command, args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new Error(`${command} failed: ${(failed.stderr || failed.message).trim()}`);
  }
}

/**
 * The server's version, after checking that `tool` (pg_dump, pg_restore) is of its major
 * version or newer: an older one refuses to dump a newer server, or misreads its dump.
 */
export async function checkPgToolVersion(tool: string, url: string): Promise<string> {
  const toolVersion = (await run(tool, ["--version"])).match(/(\d+)(?:\.\d+)?/);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ server_version: server, server_version_num: number }] = await sql<{ server_version: string; server_version_num: string }[]>`
      select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num`;
    const serverMajor = Math.floor(Number(number) / 10000);
    if (!toolVersion || Number(toolVersion[1]) < serverMajor) {
      throw new Error(`${tool} ${toolVersion?.[0] ?? "(version unknown)"} is older than the server (PostgreSQL ${server}): install the client of version ${serverMajor} or newer, or name it with ${tool === "pg_dump" || tool.endsWith("/pg_dump") ? "PG_DUMP" : "PG_RESTORE"}`);
    }
    return server;
  } finally {
    await sql.end();
  }
}
