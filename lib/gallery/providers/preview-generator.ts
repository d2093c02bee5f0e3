import { createHash } from "node:crypto";
import sharp from "sharp";
import { STYLE_RECIPES, type Composition } from "../style-recipes";
import type { GenerationRequest, ImageProvider } from "./provider";

type Rgb = [number, number, number];

/** mulberry32: a small seeded PRNG, so the same prompt, style and seed always draw the same picture. */
function seededRandom(seedText: string): () => number {
  let state = createHash("sha256").update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** A per-pixel colour function for one composition, given the style's palette and the seeded draw. */
type Painter = (x: number, y: number, base: Rgb) => Rgb;

function paintOrbs(random: () => number, size: number, [, , a, b]: Rgb[]): Painter {
  const orbs = Array.from({ length: 8 + Math.floor(random() * 8) }, () => ({
    x: random() * size,
    y: random() * size,
    r: size * (0.06 + random() * 0.22),
    colour: random() < 0.5 ? a : b,
  }));
  return (x, y, base) => {
    let colour = base;
    for (const orb of orbs) {
      const distance = Math.hypot(x - orb.x, y - orb.y) / orb.r;
      if (distance < 1) colour = mix(colour, orb.colour, (1 - distance * distance) * 0.85);
    }
    return colour;
  };
}

function paintBands(random: () => number, size: number, [, , a, b]: Rgb[]): Painter {
  const bands = Array.from({ length: 4 + Math.floor(random() * 4) }, (_, index) => ({
    baseline: size * (0.15 + random() * 0.8),
    amplitude: size * (0.02 + random() * 0.1),
    frequency: (1 + random() * 4) * ((2 * Math.PI) / size),
    phase: random() * 2 * Math.PI,
    colour: index % 2 ? a : b,
  })).sort((left, right) => left.baseline - right.baseline);
  return (x, y, base) => {
    let colour = base;
    for (const band of bands) {
      if (y > band.baseline + band.amplitude * Math.sin(band.frequency * x + band.phase)) colour = mix(colour, band.colour, 0.55);
    }
    return colour;
  };
}

function paintMosaic(random: () => number, size: number, palette: Rgb[]): Painter {
  const cell = [32, 48, 64][Math.floor(random() * 3)];
  const cells = Math.ceil(size / cell);
  const tiles = Array.from({ length: cells * cells }, () => ({
    colour: palette[Math.floor(random() * palette.length)],
    shade: 0.6 + random() * 0.4,
    filled: random() < 0.7,
  }));
  return (x, y, base) => {
    const tile = tiles[Math.floor(y / cell) * cells + Math.floor(x / cell)];
    const edge = x % cell < 2 || y % cell < 2;
    if (!tile.filled || edge) return base;
    return mix(base, tile.colour, tile.shade);
  };
}

function paintRings(random: () => number, size: number, [, , a, b]: Rgb[]): Painter {
  const cx = size * (0.2 + random() * 0.6);
  const cy = size * (0.2 + random() * 0.6);
  const width = size * (0.03 + random() * 0.05);
  const twist = random() * 0.04;
  return (x, y, base) => {
    const distance = Math.hypot(x - cx, y - cy);
    const angle = Math.atan2(y - cy, x - cx);
    const ring = Math.floor((distance + angle * twist * size) / width);
    const fade = Math.max(0, 1 - distance / size);
    return mix(base, ring % 2 ? a : b, fade * 0.9);
  };
}

function paintHorizon(random: () => number, size: number, [, , a, b]: Rgb[]): Painter {
  const sun = { x: size * (0.15 + random() * 0.7), y: size * (0.15 + random() * 0.35), r: size * (0.07 + random() * 0.1) };
  const ridges = Array.from({ length: 3 }, (_, index) => ({
    height: size * (0.5 + index * 0.14 + random() * 0.08),
    waves: Array.from({ length: 3 }, () => ({ amplitude: size * random() * 0.06, frequency: (1 + random() * 6) * ((2 * Math.PI) / size), phase: random() * 6 })),
    colour: mix(b, [0, 0, 0], 0.25 + index * 0.25),
  }));
  return (x, y, base) => {
    let colour = base;
    const glow = Math.hypot(x - sun.x, y - sun.y) / sun.r;
    if (glow < 1) colour = a;
    else if (glow < 3) colour = mix(colour, a, (3 - glow) / 6);
    for (const ridge of ridges) {
      const top = ridge.height + ridge.waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin(wave.frequency * x + wave.phase), 0);
      if (y > top) colour = ridge.colour;
    }
    return colour;
  };
}

const painters: Record<Composition, (random: () => number, size: number, palette: Rgb[]) => Painter> = {
  orbs: paintOrbs,
  bands: paintBands,
  mosaic: paintMosaic,
  rings: paintRings,
  horizon: paintHorizon,
};

/** Draws the preview picture as raw RGB: the style picks palette and layout, the prompt and seed place everything. */
export async function drawPreview({ prompt, style, seed, width, height }: Pick<GenerationRequest, "prompt" | "style" | "seed" | "width" | "height">): Promise<Buffer> {
  const { palette, composition } = STYLE_RECIPES[style];
  const random = seededRandom(`${style}\n${seed}\n${prompt}`);
  const size = Math.max(width, height);
  const angle = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const paint = painters[composition](random, size, palette);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = ((x - width / 2) * dx + (y - height / 2) * dy) / size + 0.5;
      const colour = paint(x, y, mix(palette[0], palette[1], Math.min(1, Math.max(0, along))));
      const offset = (y * width + x) * 3;
      pixels[offset] = colour[0];
      pixels[offset + 1] = colour[1];
      pixels[offset + 2] = colour[2];
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** The default provider: no network, no model, a deterministic abstract picture per prompt, style and seed. */
export const previewGenerator: ImageProvider = {
  name: "preview",
  generate: (request) => drawPreview(request),
};
