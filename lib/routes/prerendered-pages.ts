import { readFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "./content-security-policy";

/** The build being served: the same folder next.config.ts builds into. */
const buildDir = () => path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next");

type PrerenderManifest = { routes: Record<string, unknown> };
type RoutesManifest = { staticRoutes: { regex: string }[]; dynamicRoutes: { regex: string }[] };
type BuildRoutes = { prerendered: Set<string>; routes: RegExp[] };

const NOT_FOUND_PAGE = "/_not-found";

let buildRoutes: Promise<BuildRoutes> | undefined;
const hashesByPath = new Map<string, Promise<string[] | null>>();

const readJson = async <T>(file: string) => JSON.parse(await readFile(path.join(buildDir(), file), "utf8")) as T;

/** The build's prerendered paths and the patterns of all its routes (none under `next dev`). */
function readBuildRoutes(): Promise<BuildRoutes> {
  buildRoutes ??= Promise.all([readJson<PrerenderManifest>("prerender-manifest.json"), readJson<RoutesManifest>("routes-manifest.json")])
    .then(([prerender, routes]) => ({
      prerendered: new Set(Object.keys(prerender.routes)),
      routes: [...routes.staticRoutes, ...routes.dynamicRoutes].map((route) => new RegExp(route.regex)),
    }))
    .catch(() => ({ prerendered: new Set<string>(), routes: [] }));
  return buildRoutes;
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
 * The page whose HTML will answer: the path's own prerendered page, the prerendered 404 page
 * for a path no route matches, or null when the page is rendered for this request.
 */
async function prerenderedPageFor(pathname: string): Promise<string | null> {
  const { prerendered, routes } = await readBuildRoutes();
  if (prerendered.has(pathname)) return pathname;
  if (routes.length > 0 && !routes.some((route) => route.test(pathname)) && prerendered.has(NOT_FOUND_PAGE)) return NOT_FOUND_PAGE;
  return null;
}

/**
 * The hashes of the inline scripts of the build's prerendered HTML that will answer this path,
 * or null when the page is rendered for this request. A build's HTML never changes while it is
 * served, so each page is read once.
 */
export async function prerenderedScriptHashes(pathname: string): Promise<string[] | null> {
  const page = await prerenderedPageFor(pathname);
  if (!page) return null;
  let hashes = hashesByPath.get(page);
  if (!hashes) {
    hashes = readScriptHashes(page);
    hashesByPath.set(page, hashes);
  }
  return hashes;
}
