import PgBoss from "pg-boss";
import { env } from "@/lib/env";

const globalForBoss = globalThis as unknown as { showbookBoss?: Promise<PgBoss> };

/** The process's one pg-boss instance on the app database, started on first use. */
export function getBoss(): Promise<PgBoss> {
  globalForBoss.showbookBoss ??= (async () => {
    const connectionString = env().DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set: background jobs need the database");
    const boss = new PgBoss({ connectionString, max: 3 });
    boss.on("error", (error) => console.error("[jobs] pg-boss error", error));
    await boss.start();
    return boss;
  })();
  return globalForBoss.showbookBoss;
}

export async function stopBoss(): Promise<void> {
  const boss = globalForBoss.showbookBoss;
  globalForBoss.showbookBoss = undefined;
  if (boss) await (await boss).stop({ graceful: true });
}
