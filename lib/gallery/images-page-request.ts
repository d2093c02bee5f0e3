import { call } from "@/lib/api/call";
import { allImagesEndpoint, ownImagesEndpoint, publicProfileEndpoint, searchImagesEndpoint } from "./endpoints";
import type { ImagePages } from "./image-pages";

/**
 * The page of images after `cursor` in the list. Infinite scroll imports this module when it
 * loads its first page: the endpoints' schemas are zod's, which the gallery pages' first load does without.
 */
export function requestImagesPage(pages: ImagePages, cursor: string) {
  switch (pages.list) {
    case "all":
      return call(allImagesEndpoint, { query: { cursor } });
    case "search":
      return call(searchImagesEndpoint, { query: { ...pages.search, cursor } });
    case "own":
      return call(ownImagesEndpoint, { params: { uid: pages.userId }, query: { cursor } });
    case "profile":
      return call(publicProfileEndpoint, { params: { username: pages.username }, query: { cursor } });
  }
}
