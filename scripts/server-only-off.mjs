/** `node --import ./scripts/server-only-off.mjs`: registers scripts/server-only-hooks.mjs. */
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
