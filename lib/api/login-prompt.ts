type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const PROPERTY_VERBS: Record<Method, string> = { GET: "view properties", POST: "add properties", PUT: "update properties", PATCH: "update properties", DELETE: "delete properties" };

/** Spec §6: what a signed-out agent is told when a dashboard call needs sign-in, worded for the action. */
export function loginPromptFor(method: Method, url: string): string {
  const path = url.split("?")[0];
  if (/\/properties\/[^/]+\/bookings$/.test(path) || path.includes("/bookings/")) return "Please log in to view bookings";
  if (/\/compliance-logs$/.test(path)) return "Please log in to view compliance logs";
  if (/\/api\/showbook\/(admin\/)?properties(\/[^/]+)?$/.test(path)) return `Please log in to ${PROPERTY_VERBS[method]}`;
  return "Please log in to continue";
}
