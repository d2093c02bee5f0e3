/**
 * Makes the evaluation set's scans from real text, the way a flatbed scanner would: each page
 * printed at 200 dpi in a serif font, turned by 1–2°, with grey speckle noise, then saved as
 * PNG, JPEG or a PDF of page images (no text layer). The outputs are kept in the repository;
 * run `npx tsx bench/oracle-eval/make-scans.ts` to make them again (deterministic).
 */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp, { type Sharp } from "sharp";

const WIDTH = 1654; // A4 at 200 dpi
const HEIGHT = 2339;
const MARGIN = 150;
const FONT_PX = 30; // about 11 pt at 200 dpi
const LINE_PX = 40;
const LINES_PER_PAGE = Math.floor((HEIGHT - 2 * MARGIN) / LINE_PX);
const OUT = path.join(import.meta.dirname, "documents");

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One printed page, turned by `degrees` and speckled, as 8-bit grey pixels. */
async function scanPage(lines: string[], degrees: number, seed: number): Promise<Sharp> {
  const text = lines
    .map((line, index) => `<text x="${MARGIN}" y="${MARGIN + (index + 1) * LINE_PX}" xml:space="preserve">${escapeXml(line)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#fbfaf6"/><g font-family="DejaVu Serif" font-size="${FONT_PX}" fill="#222">${text}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: "#f4f3ee" })
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(seed);
  for (let index = 0; index < data.length; index++) {
    const roll = random();
    if (roll < 0.004) data[index] = 60 + Math.floor(random() * 80); // dust
    else data[index] = Math.max(0, Math.min(255, data[index] + Math.round((random() - 0.5) * 36)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
}

const pagesOf = (lines: string[]) =>
  Array.from({ length: Math.ceil(lines.length / LINES_PER_PAGE) }, (_, page) => lines.slice(page * LINES_PER_PAGE, (page + 1) * LINES_PER_PAGE));

/** A PDF of scanned page images (no text layer), one page per `LINES_PER_PAGE` lines. */
async function scannedPdf(lines: string[], degrees: number[], seed: number, quality: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const [index, pageLines] of pagesOf(lines).entries()) {
    const jpeg = await (await scanPage(pageLines, degrees[index % degrees.length], seed + index)).jpeg({ quality }).toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}

/** A manual page as printed by man at 78 columns without hyphenation, one string a line. */
const manualPage = (section: string, name: string) =>
  execFileSync("man", ["-P", "cat", section, name], {
    encoding: "utf8",
    env: { ...process.env, MANWIDTH: "78", MANROFFOPT: "-rHY=0 -dAD=l" },
  }).split("\n");

async function main() {
  const bsd = (await readFile("/usr/share/common-licenses/BSD", "utf8")).split("\n");
  await (await scanPage(bsd, 1.5, 1)).png({ compressionLevel: 9, palette: true, colours: 16 }).toFile(path.join(OUT, "bsd-license-scan.png"));

  const mit = (await readFile(path.join(import.meta.dirname, "../../node_modules/next/license.md"), "utf8")).split("\n");
  await (await scanPage(mit, -1.2, 2)).jpeg({ quality: 70 }).toFile(path.join(OUT, "next-license-scan.jpg"));

  // The first two pages of GNU GPL version 2, as a PDF of page images (no text layer).
  const gpl2 = (await readFile("/usr/share/common-licenses/GPL-2", "utf8")).split("\n");
  await writeFile(path.join(OUT, "gpl-2.0-scan.pdf"), await scannedPdf(gpl2.slice(0, 2 * LINES_PER_PAGE), [1.1, -1.8], 3, 60));

  // Held-out part 7: util-linux's release schedule (tabs set as spaces) as one scanned page.
  const schedule = (await readFile("/usr/share/doc/util-linux/release-schedule.txt", "utf8")).replace(/\t/g, "    ").split("\n");
  await (await scanPage(schedule, -1.6, 5)).png({ compressionLevel: 9, palette: true, colours: 16 }).toFile(path.join(OUT, "util-linux-release-schedule-scan.png"));

  // Held-out part 7: the manual page faillock.conf(5) as printed by man at 78 columns, unhyphenated, up to its
  // AUTHOR section, in two scanned pages.
  const faillock = manualPage("5", "faillock.conf");
  await writeFile(path.join(OUT, "faillock-conf-scan.pdf"), await scannedPdf(faillock.slice(0, faillock.indexOf("AUTHOR")), [1.3, -0.9], 6, 50));

  // Held-out part 8: the manual page e2scrub(8) up to its AUTHOR section as one scanned JPEG page, and hosts(5)
  // whole in two scanned pages, both printed the same way.
  const e2scrub = manualPage("8", "e2scrub");
  await (await scanPage(e2scrub.slice(0, e2scrub.indexOf("AUTHOR")), 1.4, 7)).jpeg({ quality: 70 }).toFile(path.join(OUT, "e2scrub-manual-scan.jpg"));
  await writeFile(path.join(OUT, "hosts-manual-scan.pdf"), await scannedPdf(manualPage("5", "hosts"), [-1.1, 1.7], 8, 45));
}

await main();
