import path from "node:path";
import { build } from "esbuild";

/** The file name of the compiled web server, by which its processes are found among the launcher's children. */
export const COMPILED_WEB_SERVER = "showbook-serve.mjs";

/**
 * scripts/serve.ts compiled into one JavaScript file beside the build it serves (the app's own
 * modules inlined, packages left to node_modules), for plain Node to run. Under tsx's module
 * hooks, which Node 20 runs on a thread of their own, every dynamic import() waits on that
 * thread, and Next imports its cache handler that way two or three times per request: about
 * 0.25 ms of CPU and 0.7 ms of waiting each. Compiled at every start, so it is the sources' own.
 */
export async function compiledWebServer(): Promise<string> {
  const outfile = path.resolve(process.env.NEXT_DIST_DIR || ".next", COMPILED_WEB_SERVER);
  await build({
    entryPoints: [path.resolve("scripts/serve.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error",
  });
  return outfile;
}
