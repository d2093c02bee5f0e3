/**
 * The booker's pages next to a bare Next page of the same Next version, on the same machine
 * in the same run: first-load JS, requests per second with p50/p99, and Lighthouse mobile.
 * Every goal not met says what stands in the way, from a profile taken in the same run.
 */
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import postgres from "postgres";
import type { BenchContext } from "./run";
import { measureLighthouse, type LighthouseResult } from "./lib/lighthouse";
import { measureFirstLoadJs, measureThroughput, round, type FirstLoadJs, type Throughput } from "./lib/measure";
import { largestAreas, profileServer, type ServerProfile } from "./lib/profile";
import { firstLoadJsByArea } from "./lib/script-sources";

/** Information pages that must be prerendered: each is load-tested against the bare static page. */
const INFORMATION_PAGES = ["/about", "/pricing", "/tenant-rights"];
const PROFILED_REQUESTS = { booking: 300, information: 3000, cached: 3000 };
/** The pages served from cached HTML (lib/page-cache), each against the bare static page. */
const CACHED_PAGE_GOAL = { ratio: 0.5, p99Ms: 100 };
const BENCH_CREATOR = "BenchCreator";
const JS_GOAL = 1.15;
const LIGHTHOUSE_GOAL = 95;

/**
 * A creator with a bio, a full first page of public images and a dozen followers, for the
 * profile and the gallery to show; their files are not stored (the HTML is measured).
 */
async function seedCreator(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [creator] = await sql<{ id: string }[]>`insert into users (email, password_hash, anonymous_username, bio)
      values ('bench-creator@bench.showbook.app', 'bench-not-a-hash', ${BENCH_CREATOR}, 'Lighthouses, harbors and the sea at dusk.') returning id`;
    await sql`insert into users (email, password_hash, anonymous_username)
      select 'bench-fan-' || i || '@bench.showbook.app', 'bench-not-a-hash', 'BenchFan' || i from generate_series(1, 12) as i`;
    await sql`insert into follows (follower_id, followee_id) select id, ${creator.id} from users where email like 'bench-fan-%'`;
    await sql`insert into images (user_id, prompt, style, filter, seed, width, height, provider, image_key, thumb_key, visibility, created_at)
      select ${creator.id}, 'A lighthouse on a rocky shore at dusk, study ' || i, 'Cinematic', 'Default', i, 512, 512, 'preview',
        'images/' || ${creator.id} || '/' || i || '.png', 'images/' || ${creator.id} || '/' || i || '.webp', 'public', now() - i * interval '1 minute'
      from generate_series(1, 40) as i`;
  } finally {
    await sql.end();
  }
}

/** Serves `path` from a profiled server, 4 connections at a time, and reports where its time goes. */
function profilePage(ctx: BenchContext, name: string, pagePath: string, requests: number): Promise<ServerProfile> {
  const port = Number(new URL(ctx.appUrl).port) + 2;
  return profileServer(name, ctx.databaseUrl, port, async (baseUrl, warmUp) => {
    const amount = warmUp ? 50 : requests;
    await autocannon({ url: `${baseUrl}${pagePath}`, connections: 4, amount });
    return amount;
  });
}

/** Why a page's throughput falls short: its CPU per request, where that goes, and what the cores allow. */
function throughputBlocker(page: string, measured: Throughput, bare: Throughput, goalRatio: number, profile: ServerProfile): string {
  const cores = availableParallelism();
  const goalRps = Math.round(goalRatio * bare.requestsPerSecond);
  return (
    `${page}: ${profile.serverCpuMsPerRequest} ms of CPU in the app's server and ${profile.postgresCpuMsPerRequest} ms in PostgreSQL per request ` +
    `(${largestAreas(profile)}; profile ${profile.profile}). ${cores} cores allow at most ${profile.cpuBoundRequestsPerSecond} requests/s at that cost ` +
    `(measured ${measured.requestsPerSecond}, with the load generator on the same cores); the goal, ${goalRps} requests/s, ` +
    `needs at most ${round((cores * 1000) / goalRps, 2)} ms of CPU per request. The bare page costs ${round((cores * 1000) / bare.requestsPerSecond, 2)} ms ` +
    `for a ${bare.responseKiB} KiB response; this page's response is ${measured.responseKiB} KiB.`
  );
}

/** What makes the page heavier than the bare one: gzip KiB per package or project folder, beyond the bare page's. */
async function firstLoadBlocker(pageUrl: string, js: FirstLoadJs, bareUrl: string, bare: FirstLoadJs): Promise<string> {
  const [own, bareAreas] = [await firstLoadJsByArea(pageUrl, js.byScript, 60), await firstLoadJsByArea(bareUrl, bare.byScript, 60)];
  const added = Object.entries(own)
    .map(([area, kib]) => [area, round(kib - (bareAreas[area] ?? 0), 1)] as const)
    .filter(([, kib]) => kib >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10);
  const allowed = round(bare.gzipKiB * JS_GOAL, 1);
  return (
    `${round(js.gzipKiB - allowed, 1)} KiB over the ${allowed} KiB the goal allows. Gzip KiB beyond the bare page's, by source ` +
    `(through the build's source maps): ${added.map(([area, kib]) => `${area} +${kib}`).join(", ")}.`
  );
}

/** A page served from cached HTML against the bare page: the goal, and what stands in its way from a profile when unmet. */
async function measureCachedPage(ctx: BenchContext, name: string, url: string, bare: Throughput) {
  const measured = await measureThroughput(url);
  const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
  const met = ratio >= CACHED_PAGE_GOAL.ratio && measured.p99Ms < CACHED_PAGE_GOAL.p99Ms;
  const pagePath = new URL(url).pathname;
  const profile = met ? undefined : await profilePage(ctx, name, pagePath, PROFILED_REQUESTS.cached);
  return {
    result: {
      ...measured,
      ratio: round(ratio),
      goal: `≥ ${CACHED_PAGE_GOAL.ratio} and p99 < ${CACHED_PAGE_GOAL.p99Ms} ms`,
      met,
      ...(profile ? { standsInTheWay: throughputBlocker(pagePath, measured, bare, CACHED_PAGE_GOAL.ratio, profile) } : {}),
    },
    profile,
  };
}

function lighthouseBlocker(result: LighthouseResult, bare: LighthouseResult): string {
  const scripts = Object.entries(result.scriptMainThreadMs)
    .map(([script, ms]) => `${script} ${ms} ms`)
    .join(", ");
  return (
    `total blocking time ${result.totalBlockingTimeMs} ms (bare page ${bare.totalBlockingTimeMs} ms), LCP ${result.lcpMs} ms (bare ${bare.lcpMs} ms); ` +
    `main-thread time by script on the throttled phone: ${scripts}. The bare page itself scores ${bare.performance} on this machine.`
  );
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const { appUrl, bareUrl, demoProperty } = ctx;
  await seedCreator(ctx.databaseUrl);
  const pages: Record<string, string> = {
    booking: `${appUrl}/book/${demoProperty.id}`,
    share: `${appUrl}/property/share/${demoProperty.slug}`,
    gallery: `${appUrl}/public-gallery`,
  };

  const bareJs = await measureFirstLoadJs(`${bareUrl}/`);
  const firstLoadJs: Record<string, unknown> = { bare: bareJs };
  for (const [name, url] of Object.entries(pages)) {
    const js = await measureFirstLoadJs(url);
    const ratio = js.gzipKiB / bareJs.gzipKiB;
    const met = ratio <= JS_GOAL;
    firstLoadJs[name] = {
      ...js,
      ratio: round(ratio, 2),
      goal: `≤ ${JS_GOAL}`,
      met,
      ...(met ? {} : { standsInTheWay: await firstLoadBlocker(url, js, `${bareUrl}/`, bareJs) }),
    };
  }

  const bare = await measureThroughput(`${bareUrl}/`);
  const booking = await measureThroughput(pages.booking);
  const bookingRatio = booking.requestsPerSecond / bare.requestsPerSecond;
  const bookingMet = bookingRatio >= 0.3 && booking.p99Ms < 400;
  const bookingProfile = await profilePage(ctx, "booking", new URL(pages.booking).pathname, PROFILED_REQUESTS.booking);
  const cachedPages: Record<string, unknown> = {};
  const cachedProfiles: Record<string, ServerProfile> = {};
  for (const [name, url] of Object.entries({ share: pages.share, profile: `${appUrl}/profile/${BENCH_CREATOR}`, gallery: pages.gallery })) {
    const { result, profile } = await measureCachedPage(ctx, name, url, bare);
    cachedPages[name] = result;
    if (profile) cachedProfiles[name] = profile;
  }
  const information: Record<string, unknown> = {};
  let informationProfile: ServerProfile | undefined;
  for (const page of INFORMATION_PAGES) {
    const measured = await measureThroughput(`${appUrl}${page}`);
    const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
    const met = ratio >= 0.8;
    if (!met) informationProfile ??= await profilePage(ctx, "information", INFORMATION_PAGES[0], PROFILED_REQUESTS.information);
    information[page] = {
      ...measured,
      ratio: round(ratio),
      goal: "≥ 0.8",
      met,
      ...(met || !informationProfile ? {} : { standsInTheWay: throughputBlocker(`${page} (profiled on ${INFORMATION_PAGES[0]}, served the same way)`, measured, bare, 0.8, informationProfile) }),
    };
  }

  const lighthouse = await measureLighthouse({ bare: `${bareUrl}/`, ...pages });
  const lighthouseGoals = Object.fromEntries(
    Object.entries(lighthouse).map(([name, result]) => {
      if (name === "bare") return [name, result];
      const met = result.performance >= LIGHTHOUSE_GOAL;
      return [name, { ...result, goal: `≥ ${LIGHTHOUSE_GOAL}`, met, ...(met ? {} : { standsInTheWay: lighthouseBlocker(result, lighthouse.bare) }) }];
    }),
  );

  return {
    firstLoadJs,
    throughput: {
      connections: 20,
      bareStaticPage: bare,
      booking: {
        ...booking,
        ratio: round(bookingRatio),
        goal: "≥ 0.3 and p99 < 400 ms",
        met: bookingMet,
        ...(bookingMet ? {} : { standsInTheWay: throughputBlocker("/book/{id}", booking, bare, 0.3, bookingProfile) }),
      },
      cachedPages,
      informationPages: information,
    },
    profiles: { booking: bookingProfile, ...cachedProfiles, ...(informationProfile ? { information: informationProfile } : {}) },
    lighthouseMobile: lighthouseGoals,
  };
}
