/**
 * Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, whose
 * entries (rendered pages and unstable_cache data) every web process of one build shares on
 * disk, but whose tag expiries and in-memory copies are each process's own. A tag expired in
 * one process (revalidateTag) would leave the other processes serving the old page. So the tag
 * expiries of all processes travel through PostgreSQL: each process LISTENs on one channel;
 * revalidateTag here NOTIFYs it, and so do the database triggers of migration
 * 0032_public_page_change_notices, at commit, for every change to what a public page shows
 * (tags `public:property:<id>`, `public:agent:<id>`, `public:creator:<id>`, `public:gallery`),
 * whichever process or job made it. An entry carrying an expired tag is a miss: the next
 * request renders the page afresh instead of being served the old one.
 *
 * Loaded by Next itself (at build and in every server process), so plain JavaScript.
 */
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import postgres from "postgres";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

export const PAGE_CACHE_CHANNEL = "showbook_page_cache";
const TAGS_HEADER = "x-next-cache-tags";
/** A render that read the database just before a change may finish just after it: not stored. */
const SETTLE_MS = 1000;
const PUBLIC_TAG = "public:";

/** When each tag last expired, in this process's clock, as the notices arrived: oldest first. */
const expiredAt = new Map();
/** Tags whose expiry is kept; older ones are forgotten, so a long-running process's memory stays bounded. */
export const EXPIRIES_KEPT = 10_000;
/** When the latest forgotten tag expired: entries with tags stored until then are stale, whichever their tags. */
let forgottenUntil = 0;
/**
 * Entries tagged `public:` older than this are stale: notices sent while this process was not
 * listening (before it started, or while its connection was re-established) were missed.
 */
let listeningSince = Date.now();
let listener;

function expire(payload) {
  const now = Date.now();
  for (const tag of payload.split(",")) {
    if (!tag) continue;
    expiredAt.delete(tag);
    expiredAt.set(tag, now);
  }
  for (const [tag, time] of expiredAt) {
    if (expiredAt.size <= EXPIRIES_KEPT) break;
    expiredAt.delete(tag);
    forgottenUntil = time;
  }
}

/** The listening connection, opened once per server process (never during the build). */
function listen() {
  if (listener || !process.env.DATABASE_URL || process.env.NEXT_PHASE === "phase-production-build") return listener;
  const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  // Closed at shutdown with the process's other pools (lib/shutdown.ts).
  (globalThis.showbookClosers ??= new Map()).set("page-cache listener", () => sql.end({ timeout: 5 }));
  listener = sql
    .listen(PAGE_CACHE_CHANNEL, expire, () => {
      listeningSince = Date.now();
    })
    .then(
      () => sql,
      (error) => {
        console.error(`[page-cache] cannot listen for page changes: ${error.message}`);
        listener = undefined;
        return undefined;
      },
    );
  return listener;
}

/** The tags of an entry: a page's from its headers, cached data's from the request for it. */
function tagsOf(data, ctx) {
  const header = data?.value?.headers?.[TAGS_HEADER];
  const own = typeof header === "string" ? header.split(",") : [];
  return [...own, ...(ctx?.tags ?? [])];
}

const expiredSince = (tags, time) =>
  (tags.length > 0 && time <= forgottenUntil) ||
  tags.some((tag) => (expiredAt.get(tag) ?? 0) >= time || (tag.startsWith(PUBLIC_TAG) && time < listeningSince));

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    void listen();
    const data = await super.get(key, ctx);
    if (data && expiredSince(tagsOf(data, ctx), data.lastModified ?? 0)) return null;
    return data;
  }

  async set(key, data, ctx) {
    if (expiredSince(tagsOf(data, ctx), Date.now() - SETTLE_MS)) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const sql = await listen();
    const list = [tags].flat();
    if (sql) await sql.notify(PAGE_CACHE_CHANNEL, list.join(","));
    else expire(list.join(","));
  }
}
