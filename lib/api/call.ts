import { apiRequest } from "./client";
import { endpointUrl, type Endpoint, type EndpointAnswer, type EndpointInput } from "./endpoint";

type CallArgs<E extends Endpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls one of the app's routes by its definition (lib/api/endpoint.ts): the URL is made from
 * the path and `params`, `query` is appended, `body` is sent as JSON, and the answer is parsed
 * with the endpoint's schema (apiRequest's refusals and sign-in offer apply).
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = endpointUrl(endpoint, params, query);
  return (await apiRequest(endpoint.method, url, { body, answer: endpoint.answer })) as EndpointAnswer<E>;
}
