import "server-only";
import { cache } from "react";
import { getDb } from "@/db/client";
import { firstIssueMessage } from "@/lib/api/zod-issues";
import { listPublicImages } from "./list-images";
import { searchQuerySchema, type SearchQuery } from "./schemas";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The gallery page's search from its URL; bad parameters fall back to the plain gallery with a message. */
export function parseGallerySearch(params: SearchParams): { search: SearchQuery; error: string | null } {
  const parsed = searchQuerySchema.safeParse({
    query: first(params.query),
    creator: first(params.creator),
    sortBy: first(params.sortBy),
  });
  if (parsed.success) return { search: parsed.data, error: null };
  return { search: { sortBy: "newest", query: undefined, creator: undefined }, error: firstIssueMessage(parsed.error) };
}

/** One query per request, shared by the page and its metadata. */
export const loadGalleryPage = cache((query: string | undefined, creator: string | undefined, sortBy: SearchQuery["sortBy"]) =>
  listPublicImages(getDb(), { query, creator }, { sortBy }),
);
