/** The types of cache-handler.mjs, which Next loads as plain JavaScript. */
export declare const PAGE_CACHE_CHANNEL: string;
export declare const EXPIRIES_KEPT: number;

type Entry = { lastModified: number; value: unknown } | null;

export default class PageCacheHandler {
  constructor(ctx: { flushToDisk?: boolean; maxMemoryCacheSize?: number; serverDistDir?: string; revalidatedTags: string[] });
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[] }): Promise<Entry>;
  set(key: string, data: unknown, ctx: { kind?: string; fetchCache?: boolean; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
