import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { hashPassword } from "@/lib/auth/password";

const demoCodesSchema = z.object({
  create: z.object({ code: z.string(), hash: z.string() }),
  oracle: z.object({ code: z.string(), hash: z.string() }),
});

export type DemoAccessCodes = z.infer<typeof demoCodesSchema>;

async function makeDemoCode(app: string) {
  const code = `${app}-${randomBytes(6).toString("base64url")}`;
  return { code, hash: await hashPassword(code) };
}

/**
 * The local demo's access codes, made on first run and kept in `dataDir` so they survive
 * restarts. Only the launcher uses them, and only for apps whose hash is not configured.
 */
export async function loadDemoAccessCodes(dataDir: string): Promise<DemoAccessCodes> {
  const file = path.join(dataDir, "access-codes.json");
  if (existsSync(file)) return demoCodesSchema.parse(JSON.parse(await readFile(file, "utf8")));
  const codes = { create: await makeDemoCode("create"), oracle: await makeDemoCode("oracle") };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(codes, null, 2), { mode: 0o600 });
  return codes;
}
