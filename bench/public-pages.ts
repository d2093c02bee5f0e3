/**
 * The booker's pages next to a bare Next page of the same Next version, on the same machine
 * in the same run: first-load JS, requests per second with p50/p99, and Lighthouse mobile.
 */
import type { BenchContext } from "./run";
import { measureLighthouse } from "./lib/lighthouse";
import { measureFirstLoadJs, measureThroughput, round } from "./lib/measure";

/** Information pages that must be prerendered: each is load-tested against the bare static page. */
const INFORMATION_PAGES = ["/about", "/pricing", "/tenant-rights"];

async function routeExists(url: string) {
  return (await fetch(url, { redirect: "manual" })).status === 200;
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const { appUrl, bareUrl, demoProperty } = ctx;
  const pages: Record<string, string> = {
    booking: `${appUrl}/book/${demoProperty.id}`,
    share: `${appUrl}/property/share/${demoProperty.slug}`,
  };
  // The public gallery comes with another issue; it is measured once the route answers.
  if (await routeExists(`${appUrl}/public-gallery`)) pages.gallery = `${appUrl}/public-gallery`;

  const bareJs = await measureFirstLoadJs(`${bareUrl}/`);
  const firstLoadJs: Record<string, unknown> = { bare: bareJs };
  for (const [name, url] of Object.entries(pages)) {
    const js = await measureFirstLoadJs(url);
    firstLoadJs[name] = { ...js, ratio: round(js.gzipKiB / bareJs.gzipKiB, 2), goal: "≤ 1.15", met: js.gzipKiB / bareJs.gzipKiB <= 1.15 };
  }

  const bare = await measureThroughput(`${bareUrl}/`);
  const booking = await measureThroughput(pages.booking);
  const bookingRatio = booking.requestsPerSecond / bare.requestsPerSecond;
  const information: Record<string, unknown> = {};
  for (const page of INFORMATION_PAGES) {
    const measured = await measureThroughput(`${appUrl}${page}`);
    const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
    information[page] = { ...measured, ratio: round(ratio), goal: "≥ 0.8", met: ratio >= 0.8 };
  }

  const lighthouse = await measureLighthouse({ bare: `${bareUrl}/`, ...pages });
  const lighthouseGoals = Object.fromEntries(
    Object.entries(lighthouse).map(([name, result]) => [name, name === "bare" ? result : { ...result, goal: "≥ 95", met: result.performance >= 95 }]),
  );

  return {
    firstLoadJs,
    throughput: {
      connections: 20,
      bareStaticPage: bare,
      booking: { ...booking, ratio: round(bookingRatio), goal: "≥ 0.3 and p99 < 400 ms", met: bookingRatio >= 0.3 && booking.p99Ms < 400 },
      informationPages: information,
    },
    lighthouseMobile: lighthouseGoals,
  };
}
