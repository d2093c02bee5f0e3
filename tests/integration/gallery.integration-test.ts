import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imageReports, images, type Image } from "@/db/schema";
import { followCreator, followState, unfollowCreator } from "@/lib/gallery/follows";
import { listOwnImages, listPublicImages } from "@/lib/gallery/list-images";
import { deleteAnyImage, deleteOwnImage, setOwnImageVisibility } from "@/lib/gallery/manage-images";
import { getPublicProfile } from "@/lib/gallery/public-profile";
import { listOpenReports, reportImage, resolveReport } from "@/lib/gallery/reports";
import { listCreatorsForSitemap } from "@/lib/gallery/sitemap-creators";
import { createAgent } from "./builders";
import { useTestDb } from "./db";
import { createImage } from "./gallery-builders";

const db = useTestDb();
const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 12, minute, 0, 0));
const ids = (page: { images: { id: string }[] }) => page.images.map((image) => image.id);

/** A unique word, so searches see only this test's rows in a shared database. */
const marker = () => `zq${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;

describe("[gallery] public listing, search and pages", () => {
  it("pages through a search with the cursor, newest and oldest first, without gaps or repeats", async () => {
    const creator = await createAgent(db, "creator");
    const word = marker();
    const made: Image[] = [];
    for (let minute = 0; minute < 5; minute++) {
      made.push(await createImage(db, creator.id, { prompt: `${word} harbor ${minute}`, createdAt: at(minute) }));
    }
    // Two images in the same microsecond: the id breaks the tie.
    made.push(await createImage(db, creator.id, { prompt: `${word} twin`, createdAt: at(2) }));

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listPublicImages(db, { query: word }, { cursor, limit: 2 });
      seen.push(...ids(page));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const times = seen.map((id) => made.find((image) => image.id === id)!.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const oldest = await listPublicImages(db, { query: word }, { sortBy: "oldest", limit: 10 });
    expect(ids(oldest)).toEqual([...seen].reverse());
    expect(oldest.next_cursor).toBeNull();
  });

  it("matches prompt text and creator names regardless of case, with LIKE wildcards taken literally", async () => {
    const creator = await createAgent(db, "creator");
    const word = marker();
    const match = await createImage(db, creator.id, { prompt: `A ${word.toUpperCase()} castle, 100% gold`, createdAt: at(1) });
    await createImage(db, creator.id, { prompt: `${word} meadow`, createdAt: at(2) });

    expect(ids(await listPublicImages(db, { query: `${word} CASTLE` }))).toEqual([match.id]);
    expect(ids(await listPublicImages(db, { query: `${word}%` }))).toEqual([]);
    expect(ids(await listPublicImages(db, { query: word, creator: creator.anonymousUsername.slice(2, 9).toLowerCase() }))).toHaveLength(2);
    expect(ids(await listPublicImages(db, { query: word, creator: "nobody-like-this" }))).toEqual([]);
    expect((await listPublicImages(db, { query: word })).images[0]).toMatchObject({
      prompt: `${word} meadow`,
      visibility: "public",
      anonymous_username: creator.anonymousUsername,
      image_url: expect.stringContaining("/api/files/"),
    });
  });

  it("refuses a malformed cursor with a 400", async () => {
    for (const cursor of ["not a cursor", Buffer.from("12.not-a-uuid").toString("base64url"), "%%%"]) {
      await expect(listPublicImages(db, {}, { cursor })).rejects.toMatchObject({ code: "bad_request", message: "Invalid cursor" });
    }
  });
});

describe("[gallery] ownership and visibility", () => {
  it("keeps private and hidden images out of every public listing, search, profile and the sitemap", async () => {
    const creator = await createAgent(db, "creator");
    const secretive = await createAgent(db, "secretive");
    const word = marker();
    const shown = await createImage(db, creator.id, { prompt: `${word} shown`, createdAt: at(1) });
    const privateOne = await createImage(db, creator.id, { prompt: `${word} private`, visibility: "private", createdAt: at(2) });
    const hidden = await createImage(db, creator.id, { prompt: `${word} hidden`, hiddenAt: at(5), createdAt: at(3) });
    await createImage(db, secretive.id, { prompt: `${word} only private`, visibility: "private", createdAt: at(4) });

    expect(ids(await listPublicImages(db, { query: word }))).toEqual([shown.id]);
    expect(ids(await listPublicImages(db, { query: word, creator: creator.anonymousUsername }))).toEqual([shown.id]);
    const all = ids(await listPublicImages(db, {}, { limit: 500 }));
    expect(all).not.toContain(privateOne.id);
    expect(all).not.toContain(hidden.id);
    expect(ids(await getPublicProfile(db, creator.anonymousUsername))).toEqual([shown.id]);
    expect(ids(await getPublicProfile(db, secretive.anonymousUsername))).toEqual([]);

    const sitemap = (await listCreatorsForSitemap(db)).map((entry) => entry.username);
    expect(sitemap).toContain(creator.anonymousUsername);
    expect(sitemap).not.toContain(secretive.anonymousUsername);

    expect(ids(await listOwnImages(db, creator.id))).toEqual([hidden.id, privateOne.id, shown.id]);
  });

  it("lets only the owner toggle or delete an image; another user gets a 404 and nothing changes", async () => {
    const owner = await createAgent(db, "owner");
    const other = await createAgent(db, "other");
    const image = await createImage(db, owner.id, { visibility: "private", createdAt: at(1) });

    await expect(setOwnImageVisibility(db, other.id, image.id, "public")).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteOwnImage(db, other.id, image.id)).rejects.toMatchObject({ code: "not_found" });
    const [unchanged] = await db.select().from(images).where(eq(images.id, image.id));
    expect(unchanged.visibility).toBe("private");

    await setOwnImageVisibility(db, owner.id, image.id, "public");
    expect(ids(await getPublicProfile(db, owner.anonymousUsername))).toEqual([image.id]);
    await setOwnImageVisibility(db, owner.id, image.id, "private");
    expect(ids(await getPublicProfile(db, owner.anonymousUsername))).toEqual([]);

    expect(await deleteOwnImage(db, owner.id, image.id)).toMatchObject({ id: image.id, imageKey: image.imageKey });
    expect(await db.select().from(images).where(eq(images.id, image.id))).toEqual([]);
    await expect(deleteOwnImage(db, owner.id, image.id)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("[gallery] follows", () => {
  it("counts followers and following, is idempotent, and refuses following oneself", async () => {
    const creator = await createAgent(db, "creator");
    const fan = await createAgent(db, "fan");
    const otherFan = await createAgent(db, "fan");

    await Promise.all([
      followCreator(db, fan.id, creator.anonymousUsername),
      followCreator(db, fan.id, creator.anonymousUsername.toLowerCase()),
    ]);
    await followCreator(db, otherFan.id, creator.anonymousUsername);
    expect((await getPublicProfile(db, creator.anonymousUsername)).profile).toMatchObject({
      follower_count: 2,
      following_count: 0,
    });
    expect((await getPublicProfile(db, fan.anonymousUsername)).profile).toMatchObject({ follower_count: 0, following_count: 1 });
    expect(await followState(db, fan.id, creator.anonymousUsername)).toEqual({ isFollowing: true, follower_count: 2 });

    expect(await unfollowCreator(db, fan.id, creator.anonymousUsername)).toEqual({ isFollowing: false, follower_count: 1 });
    expect(await unfollowCreator(db, fan.id, creator.anonymousUsername)).toEqual({ isFollowing: false, follower_count: 1 });
    expect(await followState(db, fan.id, creator.anonymousUsername)).toEqual({ isFollowing: false, follower_count: 1 });
    expect((await getPublicProfile(db, creator.anonymousUsername)).profile.follower_count).toBe(1);

    await expect(followCreator(db, creator.id, creator.anonymousUsername)).rejects.toMatchObject({ code: "bad_request" });
    await expect(followCreator(db, fan.id, `missing-${marker()}`)).rejects.toMatchObject({
      code: "not_found",
      message: "Profile not found",
    });
  });
});

describe("[admin] moderation", () => {
  it("files one open report per reporter, hides the image on 'hide' and closes its reports", async () => {
    const creator = await createAgent(db, "creator");
    const reporter = await createAgent(db, "reporter");
    const second = await createAgent(db, "reporter");
    const admin = await createAgent(db, "admin");
    const image = await createImage(db, creator.id, { createdAt: at(1) });
    const privateImage = await createImage(db, creator.id, { visibility: "private", createdAt: at(2) });

    await expect(reportImage(db, reporter.id, privateImage.id, "spam")).rejects.toMatchObject({ code: "not_found" });
    await Promise.all([reportImage(db, reporter.id, image.id, "spam"), reportImage(db, reporter.id, image.id, "spam")]);
    await reportImage(db, second.id, image.id, "offensive");
    const open = (await listOpenReports(db)).filter((report) => report.image.id === image.id);
    expect(open.map((report) => report.reason).sort()).toEqual(["offensive", "spam"]);

    await resolveReport(db, admin.id, open[0].id, "hide");
    const [hidden] = await db.select().from(images).where(eq(images.id, image.id));
    expect(hidden.hiddenAt).not.toBeNull();
    expect(ids(await getPublicProfile(db, creator.anonymousUsername))).toEqual([]);
    const closed = await db.select().from(imageReports).where(eq(imageReports.imageId, image.id));
    expect(closed.map((report) => report.status)).toEqual(["hidden", "hidden"]);
    await expect(resolveReport(db, admin.id, open[1].id, "dismiss")).rejects.toMatchObject({ code: "not_found" });
  });

  it("dismisses a report without touching the image, and deletes any image in admin scope", async () => {
    const creator = await createAgent(db, "creator");
    const reporter = await createAgent(db, "reporter");
    const admin = await createAgent(db, "admin");
    const image = await createImage(db, creator.id, { createdAt: at(1) });
    await reportImage(db, reporter.id, image.id, "not sure");
    const [report] = (await listOpenReports(db)).filter((open) => open.image.id === image.id);
    await resolveReport(db, admin.id, report.id, "dismiss");
    expect(ids(await getPublicProfile(db, creator.anonymousUsername))).toEqual([image.id]);

    await deleteAnyImage(db, image.id);
    expect(ids(await getPublicProfile(db, creator.anonymousUsername))).toEqual([]);
    await expect(deleteAnyImage(db, image.id)).rejects.toMatchObject({ code: "not_found" });
  });
});
