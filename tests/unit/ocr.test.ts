import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanPage, detectSkew, OCR_MAX_PIXELS, recognizeText } from "@/lib/oracle/ocr";
import { APACHE_LICENCE_LINES as LICENCE, makeNoisyScan } from "../fixtures/oracle-documents";

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Share of the source's words found in what was read, each read word matching once. */
function wordAccuracy(source: string, read: string): number {
  const left = new Map<string, number>();
  for (const word of words(read)) left.set(word, (left.get(word) ?? 0) + 1);
  const expected = words(source);
  let found = 0;
  for (const word of expected) {
    const count = left.get(word) ?? 0;
    if (count) {
      found++;
      left.set(word, count - 1);
    }
  }
  return found / expected.length;
}

describe("[oracle] OCR of a scanned page", () => {
  it.each([-2, 1, 2.5])("measures a page turned by %d° within 0.3°", async (angle) => {
    const scan = await makeNoisyScan(LICENCE, angle);
    const measured = await detectSkew(sharp(scan).greyscale().median(3).normalise());
    expect(Math.abs(measured - angle)).toBeLessThanOrEqual(0.3);
  });

  it("reads a turned, noisy scan of a licence text with most of its words right, and says how sure it is", { timeout: 180_000 }, async () => {
    const read = await recognizeText(await makeNoisyScan(LICENCE, 1.5));
    // Tesseract on the page as scanned read 29 % of these words; cleaned and levelled, 94 %.
    expect(wordAccuracy(LICENCE.join("\n"), read.text)).toBeGreaterThanOrEqual(0.85);
    expect(read.confidence).toBeGreaterThanOrEqual(60);
    expect(read.text).toContain("TERMS AND CONDITIONS");
  });
});

describe("[oracle] a page larger than a scan needs", () => {
  it("is scaled down, in proportion, to at most OCR_MAX_PIXELS before it is read", { timeout: 120_000 }, async () => {
    // 49 megapixels, a line of level text on white: a few KB as a PNG.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="9800" height="5000"><rect width="100%" height="100%" fill="white"/><text x="400" y="1000" font-family="DejaVu Sans, sans-serif" font-size="300">Open house on Saturday</text></svg>`;
    const huge = await sharp(Buffer.from(svg)).png().toBuffer();
    const { width = 0, height = 0 } = await sharp(await cleanPage(huge)).metadata();
    expect(width * height).toBeLessThanOrEqual(OCR_MAX_PIXELS);
    expect(width * height).toBeGreaterThan(OCR_MAX_PIXELS * 0.99);
    expect(width / height).toBeCloseTo(9800 / 5000, 2);
  });
});
