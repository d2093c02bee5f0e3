import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { images, properties, users } from "@/db/schema";
import { agentScope } from "@/lib/auth/scope";
import { followCreator, unfollowCreator } from "@/lib/gallery/follows";
import { GALLERY_PAGE_TAG, creatorPageTags } from "@/lib/page-cache/public-page-tags";
import { createDateOverride } from "@/lib/properties/date-overrides";
import { createImage } from "./gallery-builders";
import { bookShowing, businessDayAt, createAgent, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();

/** What the database announces on the page-cache channel, as every web process hears it. */
function listenForNotices() {
  const sql = postgres(inject("databaseUrl"), { max: 1, onnotice: () => {} });
  const heard: string[][] = [];
  return {
    heard,
    start: () => sql.listen("showbook_page_cache", (payload) => heard.push(payload.split(","))),
    end: () => sql.end(),
  };
}

describe("public page change notices (migration 0035)", () => {
  const notices = listenForNotices();
  beforeAll(() => notices.start());
  afterAll(() => notices.end());

  const nextNotice = async (count: number) => {
    await expect.poll(() => notices.heard.length).toBeGreaterThanOrEqual(count);
    return notices.heard[count - 1];
  };

  it("announces the property's and agent's tags when a booking is made, a property or a date override changes", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id);
    const tags = [`public:agent:${agent.id}`, `public:property:${property.id}`];
    // Notices arrive in commit order: once the property's own is heard, nothing earlier is still on its way.
    await expect.poll(() => notices.heard.some((heard) => heard.join() === tags.join())).toBe(true);
    let count = notices.heard.length;
    await bookShowing(db, property, { startsAt: businessDayAt(3) });
    expect(await nextNotice(++count)).toEqual([`public:property:${property.id}`]);
    await db.update(properties).set({ bufferTimeMinutes: 30 }).where(eq(properties.id, property.id));
    expect(await nextNotice(++count)).toEqual(tags);
    await createDateOverride(db, agentScope(agent.id), property.id, { startDate: "2030-03-10", endDate: "2030-03-11", kind: "blocked", label: "Vacation" });
    expect(await nextNotice(++count)).toEqual([`public:property:${property.id}`]);
  });

  it("announces the gallery and the creator when an image changes", async () => {
    const creator = await createAgent(db, "creator");
    const count = notices.heard.length;
    await createImage(db, creator.id, { createdAt: new Date() });
    const heard = await nextNotice(count + 1);
    expect(heard).toEqual(expect.arrayContaining(["public:gallery", `public:creator:${creator.id}`]));
  });

  it("announces the tags the profile and gallery pages carry: an image hidden or moderated, a follow, a username changed", async () => {
    const creator = await createAgent(db, "creator");
    const fan = await createAgent(db, "fan");
    const image = await createImage(db, creator.id, { createdAt: new Date() });
    const sorted = (tags: string[]) => [...tags].sort();
    const gallery = sorted([GALLERY_PAGE_TAG, ...creatorPageTags(creator.id)]);
    // The image's own notice (the users' carry their agent tag too): nothing earlier is still on its way.
    await expect.poll(() => notices.heard.some((heard) => sorted(heard).join() === gallery.join())).toBe(true);
    let count = notices.heard.length;
    await db.update(images).set({ visibility: "private" }).where(eq(images.id, image.id));
    expect(sorted(await nextNotice(++count))).toEqual(gallery);
    await db.update(images).set({ hiddenAt: new Date() }).where(eq(images.id, image.id));
    expect(sorted(await nextNotice(++count))).toEqual(gallery);
    // A follow changes both profiles' counts, and so does its end.
    const both = sorted([...creatorPageTags(creator.id), ...creatorPageTags(fan.id)]);
    await followCreator(db, fan.id, creator.anonymousUsername);
    expect(sorted(await nextNotice(++count))).toEqual(both);
    await unfollowCreator(db, fan.id, creator.anonymousUsername);
    expect(sorted(await nextNotice(++count))).toEqual(both);
    await db.update(users).set({ anonymousUsername: `renamed${creator.id.slice(0, 8)}` }).where(eq(users.id, creator.id));
    expect(await nextNotice(++count)).toEqual(expect.arrayContaining(gallery));
  });
});

describe("the page cache handler", () => {
  /** Moves the clock the handler's settle rule reads past its second, instead of waiting for it. */
  const passTime = (ms: number) => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + ms);
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Resolves once the handler listens for other processes' changes (announcing a change waits for that). */
  const listening = (handler: { revalidateTag(tags: string[]): Promise<void> }) => handler.revalidateTag([`page-cache-test-${Math.random()}`]);
  const cacheKey = () => `page-cache-test-${Math.random()}`;
  const fetchEntry = { kind: "FETCH", data: { headers: {}, body: "[]", status: 200, url: "" }, revalidate: 60 };

  it("drops an entry whose tag another process expires, and keeps the others", async () => {
    const { default: PageCacheHandler } = await import("@/lib/page-cache/cache-handler.mjs");
    const handler = new PageCacheHandler({ flushToDisk: false, maxMemoryCacheSize: 1_000_000, revalidatedTags: [] });
    const [stale, kept] = [cacheKey(), cacheKey()];
    const staleTags = [`public:property:${Math.random()}`];
    const keptTags = [`public:property:${Math.random()}`];
    // Entries older than the handler's listening connection are not trusted.
    await listening(handler);
    passTime(1200);
    await handler.set(stale, fetchEntry, { fetchCache: true, tags: staleTags });
    await handler.set(kept, fetchEntry, { fetchCache: true, tags: keptTags });
    expect(await handler.get(stale, { kind: "FETCH", tags: staleTags })).not.toBeNull();

    // Another process (here: another connection) announces the change, as the triggers do.
    const other = postgres(inject("databaseUrl"), { max: 1, onnotice: () => {} });
    await other.notify("showbook_page_cache", staleTags.join(","));
    await other.end();
    await expect.poll(() => handler.get(stale, { kind: "FETCH", tags: staleTags })).toBeNull();
    expect(await handler.get(kept, { kind: "FETCH", tags: keptTags })).not.toBeNull();

    // A render finishing just after the change may have read what was there before: not stored.
    await handler.set(stale, fetchEntry, { fetchCache: true, tags: staleTags });
    expect(await handler.get(stale, { kind: "FETCH", tags: staleTags })).toBeNull();
  });

  it("keeps a bounded number of tag expiries, and an entry of a forgotten tag's time stays stale", async () => {
    const { default: PageCacheHandler, EXPIRIES_KEPT, PAGE_CACHE_CHANNEL } = await import("@/lib/page-cache/cache-handler.mjs");
    const handler = new PageCacheHandler({ flushToDisk: false, maxMemoryCacheSize: 1_000_000, revalidatedTags: [] });
    const [stale, fresh] = [cacheKey(), cacheKey()];
    const staleTags = [`public:property:${Math.random()}`];
    await listening(handler);
    passTime(1200);
    await handler.set(stale, fetchEntry, { fetchCache: true, tags: staleTags });
    await handler.revalidateTag(staleTags);
    await expect.poll(() => handler.get(stale, { kind: "FETCH", tags: staleTags })).toBeNull();

    // More tags expire than the handler keeps, the stale entry's own first (a notice carries at most 8000 bytes).
    const run = Math.random().toString(36).slice(2);
    const others = Array.from({ length: EXPIRIES_KEPT }, (_, index) => `public:agent:${run}-${index}`);
    const other = postgres(inject("databaseUrl"), { max: 1, onnotice: () => {} });
    for (let start = 0; start < others.length; start += 200) await other.notify(PAGE_CACHE_CHANNEL, others.slice(start, start + 200).join(","));
    await other.end();
    const lastTags = [others[others.length - 1]];
    await handler.set(fresh, fetchEntry, { fetchCache: true, tags: lastTags });
    await expect.poll(async () => (await handler.get(fresh, { kind: "FETCH", tags: lastTags })) === null).toBe(true);

    expect(await handler.get(stale, { kind: "FETCH", tags: staleTags })).toBeNull();
    passTime(1200);
    await handler.set(fresh, fetchEntry, { fetchCache: true, tags: staleTags });
    expect(await handler.get(fresh, { kind: "FETCH", tags: staleTags })).not.toBeNull();
  });
});
