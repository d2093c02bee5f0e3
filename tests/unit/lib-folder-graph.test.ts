import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The folder-level import graph of lib/: a node is a first-level folder (lib/bookings) or a file
 * directly in lib/ (lib/errors.ts); an edge is any import, export-from, dynamic import or type
 * import, written `@/lib/…` or relative, from one node into another. Two nodes that import each
 * other both ways are a pair. A pair fails this test unless ALLOWED_PAIRS names it with its reason
 * (write the reason in docs/architecture.md too); none is allowed today.
 */
const ALLOWED_PAIRS: Record<string, string> = {};

/** Folders in lib/ that import no other node of lib/: the words every domain shares. */
const LEAF_FOLDERS = ["vocabulary"];

type Graph = Map<string, Map<string, string[]>>;

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

/** The node of lib/ a path falls in: its first-level folder, or its own file name; null outside lib/. */
function nodeOf(lib: string, target: string): string | null {
  const relative = path.relative(lib, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  if (rest.length > 0) return first;
  const asFolder = path.join(lib, first);
  try {
    if (statSync(asFolder).isDirectory()) return first;
  } catch {
    // Not a folder: a file named without its extension.
  }
  return `${first.replace(SOURCE, "")}.ts`;
}

/** The import graph of `root`/lib between its nodes, each edge with the imports that make it. */
function libFolderGraph(root: string): Graph {
  const lib = path.join(root, "lib");
  const graph: Graph = new Map();
  for (const file of sourceFiles(lib)) {
    const from = nodeOf(lib, file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      let target: string;
      if (specifier.startsWith("@/")) target = path.join(root, specifier.slice(2));
      else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
      else continue;
      const to = nodeOf(lib, target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${path.relative(root, file)} imports ${specifier}`]);
    }
  }
  return graph;
}

/** Every pair of nodes that import each other, as "a <-> b" (a before b), with the imports both ways. */
function twoWayPairs(graph: Graph): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  for (const [from, edges] of graph) {
    for (const [to, imports] of edges) {
      const back = graph.get(to)?.get(from);
      if (from < to && back) pairs.set(`${from} <-> ${to}`, [...imports, ...back]);
    }
  }
  return new Map([...pairs].sort(([a], [b]) => a.localeCompare(b)));
}

const root = path.resolve(import.meta.dirname, "../..");

describe("[architecture] folders in lib/ import each other one way only", () => {
  it("finds a pair written with @/lib/ one way and a relative path the other, and no pair where the imports run one way", () => {
    const fixture = mkdtempSync(path.join(os.tmpdir(), "lib-graph-"));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
        writeFileSync(path.join(fixture, file), text);
      };
      write("lib/orders/place.ts", 'import { charge } from "@/lib/billing/charge";\nexport const place = charge;\n');
      write("lib/billing/charge.ts", 'import type { Order } from "../orders/place";\nexport const charge = (order?: Order) => order;\n');
      write("lib/reports/totals.ts", 'import { place } from "@/lib/orders/place";\nimport { round } from "@/lib/round";\nexport const totals = [place, round];\n');
      write("lib/round.ts", "export const round = Math.round;\n");
      const pairs = twoWayPairs(libFolderGraph(fixture));
      expect([...pairs.keys()]).toEqual(["billing <-> orders"]);
      expect(pairs.get("billing <-> orders")).toEqual(["lib/billing/charge.ts imports ../orders/place", "lib/orders/place.ts imports @/lib/billing/charge"]);
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  });

  const graph = libFolderGraph(root);
  const pairs = twoWayPairs(graph);

  it("has no two-way pair that is not allowed with its reason", () => {
    const unlisted = [...pairs].filter(([pair]) => !(pair in ALLOWED_PAIRS)).map(([pair, imports]) => ({ pair, imports }));
    expect(unlisted).toEqual([]);
  });

  it("allows only pairs that still import each other, each with a reason", () => {
    for (const [pair, reason] of Object.entries(ALLOWED_PAIRS)) {
      expect(pairs.has(pair), `${pair} no longer imports both ways: remove it from ALLOWED_PAIRS and docs/architecture.md`).toBe(true);
      expect(reason.length).toBeGreaterThan(40);
    }
  });

  it("keeps lib/vocabulary free of imports from the rest of lib/", () => {
    for (const folder of LEAF_FOLDERS) expect([...(graph.get(folder)?.entries() ?? [])]).toEqual([]);
  });
});
