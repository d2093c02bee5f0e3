/**
 * Prints the argon2id hash of an access code for CREATE_ACCESS_CODE_HASH or
 * ORACLE_ACCESS_CODE_HASH. The code is read from standard input so it stays out of the
 * shell history: `printf '%s' 'the code' | npm run -s access-code:hash`.
 */
import { hashPassword } from "@/lib/auth/password";

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const code = Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
  if (!code) throw new Error("Give the code on standard input, e.g. printf '%s' 'the code' | npm run -s access-code:hash");
  console.log(await hashPassword(code));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
