import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/** What every log line written while a request is served carries: its id, and the acting user's once known. */
export type RequestContext = { requestId: string; userId?: string };

/** Which of the app's processes writes: the launcher, a web process or the job worker. */
export type ProcessRole = "launcher" | "web" | "worker" | "app";

/**
 * Kept on globalThis: the production build gives this module one copy per route bundle, and the
 * app's server (scripts/serve.ts) another; every copy must see the request the server entered.
 */
const globalForLog = globalThis as unknown as {
  showbookRequestContext?: AsyncLocalStorage<RequestContext>;
  showbookLogger?: Logger;
  showbookProcessRole?: ProcessRole;
};

export const requestContext = (globalForLog.showbookRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Names this process in every line it logs from now on. */
export function setProcessRole(role: ProcessRole): void {
  globalForLog.showbookProcessRole = role;
}

/** Records who the request acts for, for its log lines (only the id: no personal data). */
export function setRequestUser(userId: string): void {
  const context = requestContext.getStore();
  if (context) context.userId = userId;
}

/**
 * drizzle's "Failed query: … params: …" names the values bound to the query (e-mail addresses,
 * password hashes, tokens): a logged error keeps the query, never its values.
 */
const withoutParams = (text: string) => text.replace(/\nparams: [^\n]*/g, "\nparams: [not logged]");

type LoggedError = { type: string; message: string; code?: string; stack?: string; cause?: LoggedError };

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)) };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack ? { stack: withoutParams(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The app's log: one JSON object a line on standard output (twelve-factor: the environment
 * collects it), with the time, level, process role and pid, and, during a request, its id and
 * the acting user's id. Fields that could hold a secret are written as "[redacted]".
 */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const context = requestContext.getStore();
        return {
          role: globalForLog.showbookProcessRole ?? "app",
          ...(context ? { requestId: context.requestId, ...(context.userId ? { userId: context.userId } : {}) } : {}),
        };
      },
      redact: {
        paths: ["password", "*.password", "token", "*.token", "accessCode", "*.accessCode", "authorization", "*.authorization", "cookie", "*.cookie"],
        censor: "[redacted]",
      },
    },
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
}

export const logger: Logger = (globalForLog.showbookLogger ??= createLogger());
