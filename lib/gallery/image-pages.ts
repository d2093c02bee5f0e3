import type { SearchQuery } from "./schemas";

/**
 * Which list infinite scroll pages through, as a server page hands it to the browser: the
 * gallery (plain, or with its search), one's own studio, or a creator's profile. The request
 * for a page is made from it (images-page-request.ts), with the list's endpoint.
 */
export type ImagePages =
  | { list: "all" }
  | { list: "search"; search: Pick<SearchQuery, "query" | "creator" | "sortBy"> }
  | { list: "own"; userId: string }
  | { list: "profile"; username: string };

/** The gallery's pages after the first, with the same search (the plain gallery's list when there is none). */
export function galleryPages({ query, creator, sortBy }: SearchQuery): ImagePages {
  if (!query && !creator && sortBy === "newest") return { list: "all" };
  return { list: "search", search: { query, creator, sortBy } };
}

/** A key that changes with the list (a new search starts its pages again). */
export const imagePagesKey = (pages: ImagePages) => JSON.stringify(pages);
