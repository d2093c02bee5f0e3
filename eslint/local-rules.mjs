// The project's own lint rules (plugin "local" in eslint.config.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientChain, isServerPackage, projectGraph, reachableFrom, resolveImport, serverChain } from "./module-graph.mjs";

const directivesOf = (program) => program.body.filter((node) => node.type === "ExpressionStatement" && node.directive).map((node) => node.directive);

/**
 * Every import of the file being linted, from its own text (not the copy on disk): declarations,
 * re-exports, `import("…")` and `typeof import("…")` types, each marked whether it is erased
 * at run time (type-only).
 */
function importsOf(program) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if (node.type === "ImportDeclaration") {
      const typeOnly =
        node.importKind === "type" ||
        (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.type === "ImportSpecifier" && specifier.importKind === "type"));
      found.push({ node, specifier: node.source.value, typeOnly });
      return;
    }
    if ((node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") && node.source) {
      found.push({ node, specifier: node.source.value, typeOnly: node.exportKind === "type" });
      return;
    }
    if (node.type === "ImportExpression" && node.source.type === "Literal" && typeof node.source.value === "string") {
      found.push({ node, specifier: node.source.value, typeOnly: false });
    }
    if (node.type === "TSImportType") {
      const literal = node.source ?? (node.argument?.type === "TSLiteralType" ? node.argument.literal : null);
      if (literal?.type === "Literal" && typeof literal.value === "string") found.push({ node, specifier: literal.value, typeOnly: true });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "parent") continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") visit(value);
    }
  };
  visit(program);
  return found;
}

/** The run-time imports of the file being linted (type-only ones are erased). */
const runtimeImports = (program) => importsOf(program).filter((entry) => !entry.typeOnly);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const noServerOnlyInClient = {
  meta: {
    type: "problem",
    docs: { description: 'Client modules ("use client" files and what they import) must not import server-only modules at run time.' },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const directives = directivesOf(program);
        if (directives.includes("use server")) return;
        const graph = projectGraph(ROOT);
        const file = context.filename;
        if (!directives.includes("use client") && !graph.client.has(file)) return;
        const why = directives.includes("use client") ? `${path.relative(graph.root, file)} is "use client"` : `the browser loads it (${clientChain(graph, file)})`;
        for (const { node, specifier } of runtimeImports(program)) {
          let reason = null;
          if (isServerPackage(specifier)) reason = `"${specifier}" runs only on a server`;
          else {
            const target = resolveImport(graph.root, file, specifier);
            if (target && graph.server.has(target) && !graph.modules.get(target)?.directives.includes("use server")) {
              reason = `"${specifier}" is server-only (${serverChain(graph, target)})`;
            }
          }
          if (reason) {
            context.report({
              node,
              message: `${reason}, and ${why}. Import types only (import type), or move the value to a module without server imports.`,
            });
          }
        }
      },
    };
  },
};

const noDatabaseTypesInComponents = {
  meta: {
    type: "problem",
    docs: {
      description:
        'Components and "use client" modules take their types from the boundary types beside the schemas, never from db/ (not even `import type`).',
    },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const file = context.filename;
        const relative = path.relative(ROOT, file);
        const inComponents = relative.split(path.sep)[0] === "components";
        if (!inComponents && !directivesOf(program).includes("use client")) return;
        const database = path.join(ROOT, "db") + path.sep;
        for (const { node, specifier } of importsOf(program)) {
          const named = specifier === "@/db" || specifier.startsWith("@/db/");
          if (!named && !resolveImport(ROOT, file, specifier)?.startsWith(database)) continue;
          context.report({
            node,
            message: `"${specifier}" is the database's, and ${inComponents ? `${relative} is a component` : `${relative} is "use client"`}: use the boundary types beside the schemas (lib/<domain>/schemas.ts, zod-inferred answers), mapped from rows on the server.`,
          });
        }
      },
    };
  },
};

const LAUNCHER_ENTRIES = ["scripts", "bench"];

function launcherFiles(graph) {
  const entries = LAUNCHER_ENTRIES.flatMap((dir) => {
    const full = path.join(graph.root, dir);
    return existsSync(full) ? readdirSync(full).filter((name) => name.endsWith(".ts")).map((name) => path.join(full, name)) : [];
  });
  return (graph.launcher ??= reachableFrom(graph, entries));
}

const builtins = new Set(builtinModules);

/** A bare import's package name and the subpath after it ("" for the package itself). */
function splitPackage(specifier) {
  const parts = specifier.split("/");
  const length = specifier.startsWith("@") ? 2 : 1;
  return { name: parts.slice(0, length).join("/"), subpath: parts.slice(length).join("/") };
}

const packageJsonCache = new Map();

function packageJson(root, name) {
  if (!packageJsonCache.has(name)) {
    const file = path.join(root, "node_modules", name, "package.json");
    packageJsonCache.set(name, existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
  }
  return packageJsonCache.get(name);
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

const nodeResolvableSubpaths = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Code the launcher runs under Node's ESM resolution (tsx) names a package's inner file with its extension when the package has no exports map.",
    },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const graph = projectGraph(ROOT);
        if (!launcherFiles(graph).has(context.filename)) return;
        for (const { node, specifier } of runtimeImports(program)) {
          if (specifier.startsWith(".") || specifier.startsWith("@/") || specifier.startsWith("node:") || builtins.has(specifier)) continue;
          const { name, subpath } = splitPackage(specifier);
          const manifest = packageJson(graph.root, name);
          if (!subpath || !manifest || manifest.exports) continue;
          if (isFile(path.join(graph.root, "node_modules", name, subpath))) continue;
          const withJs = isFile(path.join(graph.root, "node_modules", name, `${subpath}.js`)) ? ` ("${specifier}.js")` : "";
          context.report({
            node,
            message: `"${specifier}" does not resolve under Node's ESM resolution, which the launcher (tsx) uses: ${name} has no exports map, so name the file with its extension${withJs}.`,
          });
        }
      },
    };
  },
};

// Read in the zone of the machine that runs them: the server's, or the viewer's browser.
const MACHINE_ZONE_METHODS = new Set(["toLocaleDateString", "toLocaleTimeString", "getDate", "getDay", "getFullYear", "getHours", "getMinutes", "getMonth", "getTimezoneOffset"]);

const timeInLibTime = {
  meta: {
    type: "problem",
    docs: { description: "Dates and times are formatted and read by lib/time, in a zone it names, never in the machine's zone." },
    schema: [],
  },
  create(context) {
    const report = (node, what) =>
      context.report({ node, message: `${what} outside lib/time: format and read dates and times with lib/time/zoned-time.ts, in the property's zone or DEFAULT_TIME_ZONE.` });
    return {
      MemberExpression(node) {
        if (node.object.type === "Identifier" && node.object.name === "Intl" && !node.computed && ["DateTimeFormat", "RelativeTimeFormat"].includes(node.property.name)) {
          report(node, `Intl.${node.property.name}`);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier") return;
        const method = callee.property.name;
        // A number's toLocaleString("en-US") groups digits; a date's, or one without a locale, reads the machine's zone.
        const dateToLocaleString =
          method === "toLocaleString" && (node.arguments.length === 0 || (callee.object.type === "NewExpression" && callee.object.callee.name === "Date"));
        if (MACHINE_ZONE_METHODS.has(method) || dateToLocaleString) report(node, `.${method}()`);
      },
    };
  },
};

const localRules = {
  rules: {
    "no-server-only-in-client": noServerOnlyInClient,
    "no-database-types-in-components": noDatabaseTypesInComponents,
    "node-resolvable-subpaths": nodeResolvableSubpaths,
    "time-in-lib-time": timeInLibTime,
  },
};

export default localRules;
