/**
 * The process-wide resources a process closes when it shuts down (connection pools, the
 * pg-boss instance), registered by the modules that open them. Kept on globalThis under a
 * name: the production build loads such a module once per route bundle, and each copy
 * registers the same resource under the same name. The page cache handler (plain JavaScript,
 * loaded by Next) registers its listening connection in the same map.
 */
type Close = () => Promise<unknown>;

const globalForShutdown = globalThis as unknown as { showbookClosers?: Map<string, Close> };

export function closeAtShutdown(name: string, close: Close): void {
  (globalForShutdown.showbookClosers ??= new Map()).set(name, close);
}

/** Closes every registered resource at once; one that fails or takes longer than `timeoutMs` is given up, and named in the answer. */
export async function closeResources(timeoutMs: number): Promise<string[]> {
  const closers = [...(globalForShutdown.showbookClosers ?? new Map<string, Close>())];
  globalForShutdown.showbookClosers?.clear();
  const results = await Promise.all(
    closers.map(async ([name, close]) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timed out">((resolve) => (timer = setTimeout(() => resolve("timed out"), timeoutMs)));
      const outcome = await Promise.race([close().then(() => "closed" as const, () => "failed" as const), timedOut]);
      clearTimeout(timer);
      return outcome === "closed" ? null : `${name} (${outcome})`;
    }),
  );
  return results.filter((problem): problem is string => problem !== null);
}
