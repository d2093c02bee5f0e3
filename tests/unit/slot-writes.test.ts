import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { SLOT_COLUMNS } from "@/lib/bookings/ledger/slot-writes";

/**
 * lib/bookings/ledger/ is the only code that writes the rows holding slots: outside it no code
 * inserts or deletes bookings, no `update(bookings).set(…)` names a slot column (SLOT_COLUMNS: the
 * status, a hold's expiry, the times and periods, the time revision, a move's asked-for time) or
 * spreads an object this test cannot read, and no SQL text updates, inserts into or deletes from
 * bookings. ALLOWED names a file that may, with its reason (write it in docs/architecture.md too).
 */
const ALLOWED: Record<string, string> = {
  "scripts/seed-showings.ts":
    "the demo seed writes the demo agent's showing history as it happened (past showings, then completed, cancelled or no-show), which the slot check and the lifecycle's notices are not for",
  "db/functions/slot_ledger.sql": "the ledger's SQL (showbook_place_hold, showbook_slot_context), which lib/bookings/ledger/place-hold.ts and slot-context.ts call",
};

/** Where the app's code lives; tests, migrations and the ledger itself are not searched. */
const SEARCHED = ["app", "components", "lib", "db", "scripts", "bench", "proxy.ts", "instrumentation.ts"];
const SKIPPED = ["lib/bookings/ledger", "db/migrations"];
const SOURCE = /\.(ts|tsx|mjs|sql)$/;
const SQL_WRITE = /\b(update|insert\s+into|delete\s+from)\s+(\$\{bookings\}|"?bookings"?\b)/gi;

const slotColumns = new Set<string>(SLOT_COLUMNS);

function sourceFiles(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (SKIPPED.includes(relative)) return [];
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isDirectory()) return readdirSync(full).flatMap((name) => sourceFiles(root, path.posix.join(relative, name)));
  return SOURCE.test(relative) ? [relative] : [];
}

const isBookingsTable = (node: ts.Node) => ts.isIdentifier(node) && node.text === "bookings";

/** `….method(bookings)`: the call's method name, or null. */
function tableCall(node: ts.Node): string | null {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const [table] = node.arguments;
  return table && isBookingsTable(table) ? node.expression.name.text : null;
}

/** The object literal a file declares under `name` (`const paid = { … }`), if any. */
function declaredObject(file: ts.SourceFile, name: string): ts.ObjectLiteralExpression | null {
  let found: ts.ObjectLiteralExpression | null = null;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      found = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What a `.set(…)` argument writes to a slot column, or that it cannot be read. */
function slotColumnsSet(file: ts.SourceFile, value: ts.Expression): string[] {
  const expression = ts.isParenthesizedExpression(value) ? value.expression : value;
  if (ts.isConditionalExpression(expression)) return [...slotColumnsSet(file, expression.whenTrue), ...slotColumnsSet(file, expression.whenFalse)];
  if (ts.isIdentifier(expression)) {
    const declared = declaredObject(file, expression.text);
    return declared ? slotColumnsSet(file, declared) : [`an object it cannot read (${expression.text})`];
  }
  if (!ts.isObjectLiteralExpression(expression)) return [`an object it cannot read (${expression.getText(file)})`];
  return expression.properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property)) return slotColumnsSet(file, property.expression);
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
    return name && slotColumns.has(name) ? [name] : [];
  });
}

/** Each write of slot-holding rows in one file's text, described. */
function slotWritesIn(fileName: string, text: string): string[] {
  const writes = [...text.matchAll(SQL_WRITE)].map((match) => `SQL: ${match[0]}`);
  if (fileName.endsWith(".sql")) return writes;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    const method = tableCall(node);
    if (method === "insert" || method === "delete") writes.push(`${method}(bookings)`);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "set" && tableCall(node.expression.expression) === "update") {
      const [value] = node.arguments;
      for (const column of value ? slotColumnsSet(file, value) : []) writes.push(`update(bookings).set: ${column}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return writes;
}

const root = path.resolve(import.meta.dirname, "../..");

describe("[architecture] only lib/bookings/ledger/ writes slot-holding rows", () => {
  it("finds inserts, deletes, slot columns set directly, through a declared object or a spread, and SQL writes", () => {
    const source = [
      'const paid = { paymentStatus: "succeeded", holdExpiresAt: null };',
      "await db.insert(bookings).values(row);",
      "await db.delete(bookings).where(where);",
      'await db.update(bookings).set({ status: "cancelled", updatedAt: now });',
      "await db.update(bookings).set({ ...paid, updatedAt: now });",
      "await db.update(bookings).set({ ...(late ? { startsAt } : {}), feedback });",
      "await db.update(bookings).set(changes);",
      "await db.update(bookings).set({ feedback, paymentStatus: 'refunded' });",
      "await db.update(properties).set({ status: 'unlisted' });",
      "await db.execute(sql`update ${bookings} set status = 'cancelled'`);",
    ].join("\n");
    expect(slotWritesIn("example.ts", source)).toEqual([
      "SQL: update ${bookings}",
      "insert(bookings)",
      "delete(bookings)",
      "update(bookings).set: status",
      "update(bookings).set: holdExpiresAt",
      "update(bookings).set: startsAt",
      "update(bookings).set: an object it cannot read (changes)",
    ]);
    expect(slotWritesIn("example.sql", "insert into bookings (id) values (1);\nselect * from bookings;")).toEqual(["SQL: insert into bookings"]);
  });

  const writes = SEARCHED.flatMap((folder) => sourceFiles(root, folder))
    .map((file) => ({ file, writes: slotWritesIn(file, readFileSync(path.join(root, file), "utf8")) }))
    .filter(({ writes }) => writes.length > 0);

  it("has no write of slot-holding rows outside the ledger that is not allowed with its reason", () => {
    expect(writes.filter(({ file }) => !(file in ALLOWED))).toEqual([]);
  });

  it("allows only files that still write them, each with a reason", () => {
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(writes.some((write) => write.file === file), `${file} no longer writes slot-holding rows: remove it from ALLOWED`).toBe(true);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
