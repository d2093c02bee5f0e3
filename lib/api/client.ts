/** Calls one of the app's JSON routes; a failure throws with the route's error message (spec §8). */
export async function apiRequest<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(data.error ?? `HTTP ${response.status}`);
  return data as T;
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Request failed");

/** Creates a record (POST to the collection) or updates one (PUT to collection/id), returning the answer's `key`. */
export async function saveRecord<T>(collection: string, key: string, id: string | undefined, input: unknown): Promise<T> {
  const data = await apiRequest<Record<string, T>>(id ? "PUT" : "POST", id ? `${collection}/${id}` : collection, input);
  return data[key];
}
