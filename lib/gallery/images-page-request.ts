import { apiRequest } from "@/lib/api/client";
import { imagesPageAnswerSchema } from "./schemas";

/**
 * The page of images after `cursor`. Infinite scroll imports this module when it loads its first
 * page: the API client parses answers with zod, which the gallery pages' first load does without.
 */
export function requestImagesPage(endpoint: string, cursor: string) {
  const separator = endpoint.includes("?") ? "&" : "?";
  return apiRequest("GET", `${endpoint}${separator}cursor=${encodeURIComponent(cursor)}`, { answer: imagesPageAnswerSchema });
}
