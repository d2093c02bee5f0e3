import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own lint configuration (eslint.config.mjs), run through ESLint's Node API on
// probes: a file's text as it would be after an edit, linted under its real path.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function lintProbe(file: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

const source = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("[lint] the client/server boundary, judged by what a module is", () => {
  it("refuses the database in a module a client component imports (lib/vocabulary/booking-status.ts, where lib/bookings/status.ts and lib/dashboard/status.ts were)", { timeout: 180_000 }, async () => {
    const problems = await lintProbe("lib/vocabulary/booking-status.ts", `import { db } from "@/db/client";\n${source("lib/vocabulary/booking-status.ts")}\nexport const probe = db;\n`);
    expect(problems).toContainEqual({
      rule: "local/no-server-only-in-client",
      message: expect.stringMatching(/^"@\/db\/client" is server-only \(db\/client\.ts imports .+\), and the browser loads it \(.+ → lib\/vocabulary\/booking-status\.ts\)/),
    });
  });

  it("lets the same module import the database's types, and is silent about the file as it is", { timeout: 180_000 }, async () => {
    const typesOnly = await lintProbe("lib/vocabulary/booking-status.ts", `import type { Db } from "@/db/client";\n${source("lib/vocabulary/booking-status.ts")}\nexport type Probe = Db;\n`);
    expect(typesOnly).toEqual([]);
    expect(await lintProbe("lib/vocabulary/booking-status.ts", source("lib/vocabulary/booking-status.ts"))).toEqual([]);
  });

  it('refuses a "use client" module importing a module that reaches the database through others', { timeout: 180_000 }, async () => {
    const problems = await lintProbe(
      "components/lint-probe.tsx",
      `"use client";\nimport { getCurrentUser } from "@/lib/auth/current-user";\nexport const probe = getCurrentUser;\n`,
    );
    expect(problems).toContainEqual({
      rule: "local/no-server-only-in-client",
      message: expect.stringMatching(/^"@\/lib\/auth\/current-user" is server-only \(lib\/auth\/current-user\.ts .*imports /),
    });
  });

  it("lets a client module import server actions, which reach the browser only as references", { timeout: 180_000 }, async () => {
    const problems = await lintProbe(
      "components/lint-probe.tsx",
      `"use client";\nimport { resendVerificationAction } from "@/app/(site)/account/verification-actions";\nexport const probe = resendVerificationAction;\n`,
    );
    expect(problems.filter((problem) => problem.rule === "local/no-server-only-in-client")).toEqual([]);
  });
});

describe("[lint] components take the boundary types, never the database's", () => {
  const rule = "local/no-database-types-in-components";

  it("refuses a type-only import from db/ in a component, even one the server renders", { timeout: 180_000 }, async () => {
    const problems = await lintProbe(
      "components/properties/lint-probe.tsx",
      `import type { Property } from "@/db/schema";\nexport const probe = (property: Property) => property.fullAddress;\n`,
    );
    expect(problems).toContainEqual({ rule, message: expect.stringMatching(/^"@\/db\/schema" is the database's, and components\/properties\/lint-probe\.tsx is a component/) });
  });

  it('refuses db/ named by a relative path or as a type in a "use client" module outside components/', { timeout: 180_000 }, async () => {
    const problems = await lintProbe(
      "app/(site)/(dashboard)/properties/lint-probe.tsx",
      `"use client";\nimport type { WeeklySchedule } from "../../../../db/schema/properties";\nexport type Probe = WeeklySchedule | typeof import("@/db/schema").properties.$inferSelect;\n`,
    );
    expect(problems.filter((problem) => problem.rule === rule).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^"\.\.\/\.\.\/\.\.\/\.\.\/db\/schema\/properties" is the database's, and .+ is "use client"/),
      expect.stringMatching(/^"@\/db\/schema" is the database's/),
    ]);
  });

  it("lets a server page import the database, and is silent about the components as they are", { timeout: 180_000 }, async () => {
    const page = "app/(site)/(dashboard)/properties/page.tsx";
    expect((await lintProbe(page, source(page))).filter((problem) => problem.rule === rule)).toEqual([]);
    const card = "components/properties/property-card.tsx";
    expect((await lintProbe(card, source(card))).filter((problem) => problem.rule === rule)).toEqual([]);
  });
});

describe("[lint] code the launcher runs under Node's ESM resolution", () => {
  it("asks for the file name of a package's inner module when the package has no exports map", { timeout: 180_000 }, async () => {
    const text = (specifier: string) => `import normalizeEmail from "${specifier}";\nexport const probe = normalizeEmail;\n`;
    expect(await lintProbe("db/migrate.ts", text("validator/lib/normalizeEmail"))).toContainEqual({
      rule: "local/node-resolvable-subpaths",
      message: expect.stringContaining('name the file with its extension ("validator/lib/normalizeEmail.js")'),
    });
    expect(await lintProbe("db/migrate.ts", text("validator/lib/normalizeEmail.js"))).toEqual([]);
  });
});

describe("[lint] time has one home, lib/time", () => {
  it("refuses the machine's zone outside lib/time: toLocale*String, Intl.DateTimeFormat and local-time getters", { timeout: 180_000 }, async () => {
    const probe = (line: string) => lintProbe("components/lint-probe.tsx", `${line}\n`);
    for (const line of [
      "export const probe = new Date().toLocaleDateString();",
      'export const probe = (at: string) => new Date(at).toLocaleString("en-US");',
      "export const probe = (at: Date) => at.toLocaleString();",
      'export const probe = new Intl.DateTimeFormat("en-US", { month: "short" });',
      "export const probe = new Date().getHours();",
    ]) {
      expect(await probe(line)).toContainEqual({ rule: "local/time-in-lib-time", message: expect.stringContaining("outside lib/time") });
    }
    expect(await probe('export const probe = (rent: number) => rent.toLocaleString("en-US");')).toEqual([]);
    expect(await lintProbe("lib/time/zoned-time.ts", source("lib/time/zoned-time.ts"))).toEqual([]);
  });
});
