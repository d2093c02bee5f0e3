import { config } from "zod";

/**
 * Runs in the browser before any of the app's code. Zod compiles object parsers with
 * `new Function` unless it is jitless, and probes whether it may: the CSP forbids eval, and even
 * the probe, caught, reports a violation. Set before any schema is made, as schemas read it then.
 */
config({ jitless: true });
