import { SpanKind } from "@opentelemetry/api";
import type postgres from "postgres";
import { dbQueriesInFlight } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/tracing";

type Target = { database: string; host: string; port: number; pool: string };

/** The statement's operation and first table, for the span's name (OpenTelemetry's database conventions). */
function summary(query: string): { operation: string; table: string | null } {
  const operation = /^\s*(\w+)/.exec(query)?.[1]?.toUpperCase() ?? "QUERY";
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(query)?.[1] ?? null;
  return { operation, table };
}

/**
 * A query as postgres-js returns it (a lazy promise, sent once something awaits it), made to
 * run inside a database client span and to count as in flight while it runs. Drizzle sends
 * its statements with bound parameters, so the statement's text holds no values.
 */
function observeQuery<T extends PromiseLike<unknown>>(pending: T, query: string, target: Target): T {
  const send = pending.then.bind(pending);
  let observed: Promise<unknown> | undefined;
  const run = () => {
    const { operation, table } = summary(query);
    dbQueriesInFlight.inc({ pool: target.pool });
    return inSpan(
      table ? `${operation} ${table}` : operation,
      {
        "db.system.name": "postgresql",
        "db.namespace": target.database,
        "db.operation.name": operation,
        ...(table ? { "db.collection.name": table } : {}),
        "db.query.text": query,
        "server.address": target.host,
        "server.port": target.port,
      },
      () => new Promise((resolve, reject) => send(resolve, reject)),
      SpanKind.CLIENT,
    ).finally(() => dbQueriesInFlight.dec({ pool: target.pool }));
  };
  (pending as { then: unknown }).then = (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
    (observed ??= run()).then(onFulfilled, onRejected);
  return pending;
}

/**
 * The pool `sql` with every statement Drizzle sends through it (unsafe, also inside
 * transactions and savepoints) traced and counted. postgres-js has no instrumentation of its own.
 */
export function observedSql(sql: postgres.Sql, pool: string): postgres.Sql {
  const { database, host, port } = sql.options;
  const target: Target = { database, host: host[0] ?? "localhost", port: port[0] ?? 5432, pool };
  const wrap = <S extends postgres.Sql | postgres.TransactionSql>(client: S): S =>
    new Proxy(client, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof value !== "function") return value;
        if (property === "unsafe") {
          return (query: string, ...rest: unknown[]) =>
            observeQuery((value as (...args: unknown[]) => PromiseLike<unknown>).call(object, query, ...rest), query, target);
        }
        if (property === "begin" || property === "savepoint") {
          return (...args: unknown[]) => {
            const work = args.pop() as (tx: postgres.TransactionSql) => unknown;
            return (value as (...args: unknown[]) => unknown).call(object, ...args, (tx: postgres.TransactionSql) => work(wrap(tx)));
          };
        }
        return value;
      },
    });
  return wrap(sql);
}
