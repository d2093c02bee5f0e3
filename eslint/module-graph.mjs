// The project's import graph, read once per lint process: which modules reach the browser and
// which may only run on the server, judged by what each module is rather than by its folder.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const SKIPPED_DIRS = new Set(["node_modules", ".git", ".data", "test-results", "playwright-report", "tests"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];

/**
 * Packages that can only run on a server: a module importing one at run time is server-only
 * as surely as one importing `server-only` (the database drivers and Drizzle, request headers).
 */
const SERVER_PACKAGES = [/^server-only$/, /^drizzle-orm(\/|$)/, /^pg$/, /^postgres$/, /^pg-boss$/, /^next\/headers$/];

export const isServerPackage = (specifier) => SERVER_PACKAGES.some((pattern) => pattern.test(specifier));

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".next") || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

/** The project file an import names ("@/…" or relative), or null for a package. */
export function resolveImport(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const stem = base.replace(/\.(js|jsx|mjs)$/, "");
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** A module's directives ("use client", "use server") and its run-time imports (type-only ones are erased). */
export function readModule(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const directives = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    directives.push(statement.expression.text);
  }
  const imports = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && named.length > 0 && named.every((element) => element.isTypeOnly)));
      if (!typeOnly) imports.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) imports.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) imports.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { directives, imports };
}

function breadthFirst(starts, next) {
  const via = new Map(starts.map((file) => [file, null]));
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift();
    for (const neighbour of next(file)) {
      if (via.has(neighbour)) continue;
      via.set(neighbour, file);
      queue.push(neighbour);
    }
  }
  return via;
}

function buildGraph(root) {
  const modules = new Map();
  for (const file of sourceFiles(root)) {
    const { directives, imports } = readModule(file, readFileSync(file, "utf8"));
    const targets = imports.map((specifier) => ({ specifier, file: resolveImport(root, file, specifier) }));
    modules.set(file, { directives, imports: targets });
  }
  const isServerAction = (file) => modules.get(file)?.directives.includes("use server") ?? false;
  const importers = new Map();
  for (const [file, { imports }] of modules) {
    for (const target of imports) {
      if (target.file) importers.set(target.file, [...(importers.get(target.file) ?? []), file]);
    }
  }
  // A server action module is a reference in the browser: importing one ships none of its imports.
  const clientRoots = [...modules].filter(([, module]) => module.directives.includes("use client")).map(([file]) => file);
  const client = breadthFirst(clientRoots, (file) =>
    modules.get(file).imports.flatMap((target) => (target.file && modules.has(target.file) && !isServerAction(target.file) ? [target.file] : [])),
  );
  const serverRoots = [...modules]
    .filter(([file, module]) => !isServerAction(file) && module.imports.some((target) => isServerPackage(target.specifier)))
    .map(([file]) => file);
  const server = breadthFirst(serverRoots, (file) => (importers.get(file) ?? []).filter((importer) => !isServerAction(importer)));
  return { root, modules, client, server };
}

const graphs = new Map();

/** The graph of the project at `root`, built on first use and kept for the process. */
export function projectGraph(root) {
  if (!graphs.has(root)) graphs.set(root, buildGraph(root));
  return graphs.get(root);
}

const relative = (graph, file) => path.relative(graph.root, file);

/** Why a module is server-only: the chain of imports down to the server package. */
export function serverChain(graph, file) {
  const chain = [];
  for (let at = file; at; at = graph.server.get(at)) chain.push(at);
  const last = graph.modules.get(chain.at(-1));
  const marker = last.imports.find((target) => isServerPackage(target.specifier)).specifier;
  return `${chain.map((step) => relative(graph, step)).join(" → ")} imports ${marker}`;
}

/** Why a module reaches the browser: the chain of imports from a "use client" module. */
export function clientChain(graph, file) {
  const chain = [];
  for (let at = file; at; at = graph.client.get(at)) chain.unshift(at);
  return `${chain.map((step) => relative(graph, step)).join(" → ")}`;
}

/** Every module a set of entry files loads at run time. */
export function reachableFrom(graph, entries) {
  return breadthFirst(
    entries.filter((file) => graph.modules.has(file)),
    (file) => graph.modules.get(file).imports.flatMap((target) => (target.file && graph.modules.has(target.file) ? [target.file] : [])),
  );
}
