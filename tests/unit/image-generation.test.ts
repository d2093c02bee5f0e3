import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { applyFilter, makeThumbnail } from "@/lib/gallery/filters";
import { IMAGE_FILTERS, IMAGE_STYLES } from "@/lib/gallery/options";
import { parseCheckpoints } from "@/lib/gallery/providers/configured-provider";
import { drawPreview } from "@/lib/gallery/providers/preview-generator";

const request = { prompt: "a lighthouse at dusk", style: "Cinematic" as const, seed: 42, width: 512, height: 512 };

async function rawPixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Mean absolute difference per channel, 0–255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([rawPixels(a), rawPixels(b)]);
  let total = 0;
  for (let index = 0; index < left.data.length; index++) total += Math.abs(left.data[index] - right.data[index]);
  return total / left.data.length;
}

describe("preview generator", { timeout: 30_000 }, () => {
  it("draws a 512×512 PNG", async () => {
    const png = await drawPreview(request);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
  });

  it("draws the same picture for the same prompt, style and seed", async () => {
    const [first, second] = await Promise.all([drawPreview(request), drawPreview(request)]);
    expect(first.equals(second)).toBe(true);
  });

  it("draws visibly different pictures for different prompts, seeds and styles", async () => {
    const base = await drawPreview(request);
    expect(await difference(base, await drawPreview({ ...request, prompt: "a cat in a teacup" }))).toBeGreaterThan(8);
    expect(await difference(base, await drawPreview({ ...request, seed: 43 }))).toBeGreaterThan(8);
    expect(await difference(base, await drawPreview({ ...request, style: "Anime" }))).toBeGreaterThan(25);
  });

  it("gives every style its own palette and layout", async () => {
    const pictures = await Promise.all(IMAGE_STYLES.map((style) => drawPreview({ ...request, style })));
    for (let left = 0; left < pictures.length; left++) {
      for (let right = left + 1; right < pictures.length; right++) {
        expect(await difference(pictures[left], pictures[right]), `${IMAGE_STYLES[left]} vs ${IMAGE_STYLES[right]}`).toBeGreaterThan(10);
      }
    }
  });
});

describe("filters", { timeout: 30_000 }, () => {
  it("changes the pixels with every filter but Default, keeping the size", async () => {
    const original = await drawPreview(request);
    expect(await difference(original, await applyFilter(original, "Default"))).toBe(0);
    for (const filter of IMAGE_FILTERS.filter((name) => name !== "Default")) {
      const filtered = await applyFilter(original, filter);
      const meta = await sharp(filtered).metadata();
      expect([meta.width, meta.height], filter).toEqual([512, 512]);
      expect(await difference(original, filtered), filter).toBeGreaterThan(8);
    }
  });

  it("makes each filter look different from every other", async () => {
    const original = await drawPreview(request);
    const filtered = await Promise.all(IMAGE_FILTERS.map((filter) => applyFilter(original, filter)));
    for (let left = 0; left < filtered.length; left++) {
      for (let right = left + 1; right < filtered.length; right++) {
        expect(await difference(filtered[left], filtered[right]), `${IMAGE_FILTERS[left]} vs ${IMAGE_FILTERS[right]}`).toBeGreaterThan(5);
      }
    }
  });

  it("makes a 256-pixel WebP thumbnail", async () => {
    const meta = await sharp(await makeThumbnail(await drawPreview(request))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });
});

describe("IMAGE_SD_CHECKPOINTS", () => {
  it("maps styles to checkpoints and refuses unknown styles", () => {
    expect(parseCheckpoints("Anime XL=animagine.safetensors; Photo XL+ = juggernaut.safetensors")).toEqual({
      "Anime XL": "animagine.safetensors",
      "Photo XL+": "juggernaut.safetensors",
    });
    expect(parseCheckpoints("")).toEqual({});
    expect(() => parseCheckpoints("Watercolour=x.safetensors")).toThrow(/unknown style: Watercolour/);
  });
});
