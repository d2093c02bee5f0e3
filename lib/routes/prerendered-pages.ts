import { readFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes, type ScriptPermission } from "./content-security-policy";

/** The build being served: the same folder next.config.ts builds into. */
const buildDir = () => path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next");

type PrerenderManifest = { routes: Record<string, unknown> };

let prerenderedPaths: Promise<Set<string>> | undefined;
const hashesByPath = new Map<string, Promise<string[] | null>>();

/** Paths the build prerendered (none under `next dev`, which keeps no manifest). */
function readPrerenderedPaths(): Promise<Set<string>> {
  prerenderedPaths ??= readFile(path.join(buildDir(), "prerender-manifest.json"), "utf8")
    .then((json) => new Set(Object.keys((JSON.parse(json) as PrerenderManifest).routes)))
    .catch(() => new Set<string>());
  return prerenderedPaths;
}

async function readScriptHashes(pathname: string): Promise<string[] | null> {
  const file = path.join(buildDir(), "server", "app", `${pathname === "/" ? "/index" : pathname}.html`);
  try {
    return inlineScriptHashes(await readFile(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * What lets a page's scripts run: the hashes of its scripts when it is served from the build's
 * prerendered HTML (which never changes while a build is served, so each page is read once),
 * else a fresh nonce for this request's render.
 */
export async function scriptPermissionFor(pathname: string): Promise<ScriptPermission> {
  if ((await readPrerenderedPaths()).has(pathname)) {
    let hashes = hashesByPath.get(pathname);
    if (!hashes) {
      hashes = readScriptHashes(pathname);
      hashesByPath.set(pathname, hashes);
    }
    const found = await hashes;
    if (found) return { hashes: found };
  }
  return { nonce: Buffer.from(crypto.randomUUID()).toString("base64") };
}
