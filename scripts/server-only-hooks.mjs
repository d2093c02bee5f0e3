/**
 * Module hooks for the job worker (scripts/worker.ts), which runs the app's server code
 * outside Next: `server-only` (a guard that only Next's server bundles satisfy, through
 * the react-server condition) resolves to an empty module. The react-server condition
 * itself cannot be set for the worker: it would also give React's server-component
 * builds, under which the e-mails cannot be rendered.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return nextResolve(specifier, context);
}
