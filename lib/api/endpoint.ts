import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The names of a path's `[name]` segments, spelled as the route's folders under app/ spell them. */
export type PathParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | PathParamNames<Rest> : never;

/**
 * `body` is a JSON body; `form` instead names the fields of a multipart body (an upload): the
 * browser's `call` sends them as FormData, and the route reads them with the same schema (its
 * body cap and its checks of the file's bytes stay the route's).
 */
type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; form?: z.ZodType; answer?: z.ZodType };

/** A path with `[name]` segments takes a params schema reading exactly those names; a path without takes none. */
type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<unknown, { [Name in PathParamNames<P>]: string }> };

/**
 * One route of the app's API: its method and path (as its folder under app/ spells it), the
 * schemas of its params, query and JSON body, and the schema of its answer as JSON. The route
 * handler reads its input with it (`apiRoute(endpoint, …)`, lib/api/route.ts) and the browser
 * calls it with it (`call(endpoint, { params, query, body })`, lib/api/call.ts), so the URL, the
 * input and the answer are checked by the compiler on both sides.
 */
export type Endpoint<M extends Method = Method, P extends string = string, S extends Schemas = Schemas> = { method: M; path: P } & S;

/** A body is either JSON or a form, never both. */
type OneBody<S extends Schemas> = S extends { form: z.ZodType } ? { body?: undefined } : unknown;

export function defineEndpoint<const M extends Method, const P extends string, S extends Schemas>(
  endpoint: { method: M; path: P } & S & ParamsFor<P> & OneBody<S>,
): Endpoint<M, P, S> {
  return endpoint;
}

/** A part is optional when its schema takes nothing (or an object of optional fields only, such as a list's filters). */
type InputPart<Name extends string, Schema> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [K in Name]?: z.input<Schema> }
    : object extends z.input<Schema>
      ? { [K in Name]?: z.input<Schema> }
      : { [K in Name]: z.input<Schema> }
  : { [K in Name]?: undefined };

/** What a call of the endpoint sends: its path params, query and body (a form's fields for an upload), each as its schema reads it. */
export type EndpointInput<E extends Endpoint> = InputPart<"params", E["params"]> &
  InputPart<"query", E["query"]> &
  InputPart<"body", E["form"] extends z.ZodType ? E["form"] : E["body"]>;

/** What a call of the endpoint answers: its answer schema's output, or nothing when it declares none. */
export type EndpointAnswer<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : void;

/** The endpoint's URL with its params filled in and its query appended. */
export function endpointUrl(endpoint: Endpoint, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const path = endpoint.path.replace(/\[([^\]]+)\]/g, (_segment, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
