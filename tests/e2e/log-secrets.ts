import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD } from "../../scripts/seed";
import { E2E_DATA_DIR, E2E_LOB_WEBHOOK_SECRET, E2E_RESEND_WEBHOOK_SECRET, E2E_TWILIO_AUTH_TOKEN, SERVER_LOG } from "../../playwright.config";
import { TEST_PASSWORD, withE2eDatabase } from "./helpers";

/** Values of the test server's own files: its signing secret and the demo access codes. */
function fileSecrets(): [string, string][] {
  const secrets: [string, string][] = [];
  const secretFile = path.join(E2E_DATA_DIR, "auth-secret");
  if (existsSync(secretFile)) secrets.push(["AUTH_SECRET", readFileSync(secretFile, "utf8").trim()]);
  const codesFile = path.join(E2E_DATA_DIR, "access-codes.json");
  if (existsSync(codesFile)) {
    const codes = JSON.parse(readFileSync(codesFile, "utf8")) as Record<string, { code: string; hash: string }>;
    for (const [app, { code, hash }] of Object.entries(codes)) secrets.push([`${app} access code`, code], [`${app} access code hash`, hash]);
  }
  return secrets;
}

/** What the run wrote to the database that no log line may carry: tokens, lockbox codes, password hashes, e-mail addresses. */
const databaseSecrets = () =>
  withE2eDatabase(async (sql) => {
    const rows = await sql<{ kind: string; value: string }[]>`
      select 'manage token' as kind, manage_token as value from bookings
      union all select 'lockbox code', access_details from properties where length(access_details) >= 4
      union all select 'password hash', password_hash from users
      union all select 'e-mail address', email from users where email <> 'demo@showbook.app'
      union all select 'booker e-mail address', buyer_email from bookings where buyer_email <> ''
      union all select 'buyer agent e-mail address', buyer_agent_email from bookings where buyer_agent_email <> ''`;
    return rows.map(({ kind, value }): [string, string] => [kind, value]);
  });

/**
 * After the browser run: the test server's log (every line it wrote, playwright.config.ts) must
 * not hold a password, token, access code, card number or lockbox code the run used, nor an
 * e-mail address: lines carry ids only.
 */
export default async function checkServerLogForSecrets() {
  if (!existsSync(SERVER_LOG)) return;
  const log = readFileSync(SERVER_LOG, "utf8");
  const secrets: [string, string][] = [
    ["test password", TEST_PASSWORD],
    ["demo password", DEMO_PASSWORD],
    ["Resend webhook secret", E2E_RESEND_WEBHOOK_SECRET],
    ["Lob webhook secret", E2E_LOB_WEBHOOK_SECRET],
    ["Twilio auth token", E2E_TWILIO_AUTH_TOKEN],
    ["card number", "4242424242424242"],
    ...fileSecrets(),
    ...(await databaseSecrets()),
  ];
  const leaked = [...new Set(secrets.filter(([, value]) => value && log.includes(value)).map(([kind]) => kind))];
  if (leaked.length) throw new Error(`The test server's log (${SERVER_LOG}) carries secrets or personal data: ${leaked.join(", ")}`);
  console.log(`[log-secrets] ${secrets.length} secrets checked against ${log.split("\n").length} lines of ${SERVER_LOG}: none found`);
}
