import sharp, { type Sharp } from "sharp";
import type { ImageFilter } from "./options";

type Pipeline = (image: Sharp, width: number, height: number) => Promise<Sharp> | Sharp;

/** Dark lines on every third row, laid over the picture for the VHS look. */
function scanlines(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 3) pixels.fill(0, y * width * 4, (y + 1) * width * 4);
  for (let offset = 3; offset < pixels.length; offset += 4) pixels[offset] = Math.floor(offset / 4 / width) % 3 === 0 ? 90 : 0;
  return pixels;
}

/** Spec §9's filters as sharp post-processing; each keeps the picture's size. */
const FILTERS: Record<ImageFilter, Pipeline> = {
  Default: (image) => image,
  Analog: (image) => image.modulate({ saturation: 0.75, brightness: 1.04 }).tint({ r: 255, g: 228, b: 196 }).gamma(1.4).blur(0.6),
  Cinematic: (image) =>
    image
      .recomb([
        [1.1, 0.05, -0.1],
        [0, 1.0, 0.05],
        [-0.05, 0.1, 0.9],
      ])
      .linear(1.25, -28)
      .modulate({ saturation: 0.85 }),
  Cyberpunk: (image) => image.modulate({ saturation: 1.8, hue: 240 }).linear(1.2, -10).tint({ r: 255, g: 60, b: 230 }),
  Flash: (image) => image.modulate({ brightness: 1.45, saturation: 0.9 }).linear(1.3, 10),
  Manga: (image) => image.greyscale().normalise().sharpen({ sigma: 1.5 }).threshold(120),
  Polaroid: async (image, width, height) => {
    const border = Math.round(width * 0.05);
    const inner = await image
      .modulate({ saturation: 0.7, brightness: 1.08 })
      .tint({ r: 255, g: 240, b: 215 })
      .resize(width - 2 * border, height - 3 * border, { fit: "cover" })
      .png()
      .toBuffer();
    return sharp(inner).extend({ top: border, left: border, right: border, bottom: 2 * border, background: "#f8f6f0" });
  },
  Professional: (image) => image.normalise().sharpen({ sigma: 1.2 }).modulate({ saturation: 1.15 }).linear(1.08, -6),
  Studio: (image) => image.clahe({ width: 64, height: 64, maxSlope: 4 }).modulate({ brightness: 1.2, saturation: 0.9 }).linear(1.15, 0),
  VHS: async (image, width, height) => {
    const smeared = await image.blur(1.4).modulate({ saturation: 1.35 }).png().toBuffer();
    return sharp(smeared).composite([{ input: scanlines(width, height), raw: { width, height, channels: 4 } }]);
  },
  Vintage: (image) =>
    image
      .recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ])
      .linear(0.9, 12),
};

/** The generated PNG with the filter applied, as a PNG of the same size. */
export async function applyFilter(png: Buffer, filter: ImageFilter): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata();
  const image = await FILTERS[filter](sharp(png).removeAlpha(), width, height);
  return image.png().toBuffer();
}

/** The grid's thumbnail: a 256-pixel WebP. */
export function makeThumbnail(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(256, 256, { fit: "cover" }).webp({ quality: 78 }).toBuffer();
}
