import { apiRequest } from "./client";
import { endpointUrl, type Endpoint, type EndpointAnswer, type EndpointInput } from "./endpoint";

type CallArgs<E extends Endpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** A form endpoint's fields as multipart FormData: files as they are, anything else as text, unset fields left out. */
function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * Calls one of the app's routes by its definition (lib/api/endpoint.ts): the URL is made from
 * the path and `params`, `query` is appended, `body` is sent as JSON (as FormData for an
 * endpoint with a `form`: an upload), and the answer is parsed with the endpoint's schema
 * (apiRequest's refusals and sign-in offer apply).
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = endpointUrl(endpoint, params, query);
  const sent = endpoint.form && body !== undefined ? formData(body as Record<string, unknown>) : body;
  return (await apiRequest(endpoint.method, url, { body: sent, answer: endpoint.answer })) as EndpointAnswer<E>;
}
