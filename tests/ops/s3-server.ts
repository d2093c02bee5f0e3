/**
 * An S3-compatible object store for the tests: npm's s3rver (the S3 REST API on a local
 * folder; no Debian package gives a real S3 server), run as a server process of its own. Its
 * fixed credentials are S3RVER / S3RVER. It signs its listing's continuation tokens with DES,
 * which Node's OpenSSL 3 offers only with the legacy provider.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import path from "node:path";
import { findFreePort } from "@/db/embedded";

export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type RunningS3Server = {
  /** http://address:port, for S3_ENDPOINT. */
  endpoint: string;
  close: () => Promise<void>;
};

const s3rverBin = () => path.join(path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")), "bin", "s3rver.js");

/** Serves `directory` on `address` (127.0.0.1 by default, on a free port) with `buckets` made; answers once it accepts requests. */
export async function startS3Server({
  directory,
  buckets,
  address = "127.0.0.1",
  port,
}: {
  directory: string;
  buckets: string[];
  address?: string;
  port?: number;
}): Promise<RunningS3Server> {
  const chosen = port ?? (await findFreePort());
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", s3rverBin(), "-d", directory, "-a", address, "-p", String(chosen), "--silent", ...buckets.flatMap((name) => ["--configure-bucket", name])],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const endpoint = `http://${address}:${chosen}`;
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with code ${child.exitCode} before it answered on ${endpoint}`);
    const answered = await fetch(endpoint, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return { endpoint, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`s3rver did not answer on ${endpoint} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
