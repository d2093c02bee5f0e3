import { createRequire } from "node:module";
import sharp, { type Sharp } from "sharp";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { DOCUMENT_LIMITS } from "./upload-rules";

// The English model ships in @tesseract.js-data/eng (gzipped traineddata): nothing is
// downloaded at run time, and nothing is cached outside node_modules.
const require = createRequire(import.meta.url);
const englishData = require("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };

/** Skew angles tried, in degrees either way, and the step between them. */
const MAX_SKEW = 3;
const SKEW_STEP = 0.1;
/** Width of the binarised copy the skew is measured on. */
const SKEW_SAMPLE_WIDTH = 800;
/** Below this grey level a pixel of the normalised page counts as ink when the skew is measured. */
const INK_BELOW = 128;
/**
 * The page handed to tesseract is black and white, ink below this level: lower than for the
 * skew, so that blurred strokes stay thin and noise stays paper (measured on a noisy scan:
 * 94 % of its words read, against 70 % at 128 and 51 % left grey).
 */
const TEXT_INK_BELOW = 96;
/**
 * The most pixels a page is read at: a letter or A4 page scanned at 300 dpi has under 9
 * megapixels, and more costs the reader memory, not words (a 49-megapixel image took 830 MB).
 */
export const OCR_MAX_PIXELS = 10_000_000;

let workerPromise: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  workerPromise ??= createWorker("eng", OEM.LSTM_ONLY, {
    langPath: englishData.langPath,
    gzip: englishData.gzip,
    cacheMethod: "none",
  }).then(async (worker) => {
    // Pages arrive without a resolution; scans are taken at about 300 dpi.
    await worker.setParameters({ user_defined_dpi: "300" });
    return worker;
  });
  return workerPromise;
}

/**
 * The angle (degrees, clockwise) the lines of text are tilted by: the angle whose rows of
 * ink are the most sharply separated (a projection profile), searched within ±3°.
 */
export async function detectSkew(page: Sharp): Promise<number> {
  const { data, info } = await page
    .clone()
    .resize({ width: SKEW_SAMPLE_WIDTH, withoutEnlargement: true })
    .threshold(INK_BELOW)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const ink: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (data[(y * width + x) * channels] === 0) ink.push(x, y);
  }
  let best = { angle: 0, score: -1 };
  const rows = new Float64Array(height + 2 * Math.ceil(width * Math.tan((MAX_SKEW * Math.PI) / 180)) + 2);
  const offset = (rows.length - height) / 2;
  for (let step = -MAX_SKEW / SKEW_STEP; step <= MAX_SKEW / SKEW_STEP; step++) {
    const angle = step * SKEW_STEP;
    const slope = Math.tan((angle * Math.PI) / 180);
    rows.fill(0);
    for (let i = 0; i < ink.length; i += 2) rows[Math.round(ink[i + 1] - ink[i] * slope + offset)]++;
    let score = 0;
    for (let row = 1; row < rows.length; row++) score += (rows[row] - rows[row - 1]) ** 2;
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/** The page scaled down, keeping its proportions, to at most OCR_MAX_PIXELS. */
async function withinOcrPixels(page: Sharp): Promise<Sharp> {
  const { width = 0, height = 0 } = await page.metadata();
  const scale = Math.sqrt(OCR_MAX_PIXELS / (width * height));
  if (!(scale < 1)) return page;
  return page.resize({ width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)), fit: "inside" });
}

/** A page made ready for recognition: at most OCR_MAX_PIXELS, grey, specks removed, contrast stretched, turned level, and black on white. */
export async function cleanPage(image: Buffer | { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }): Promise<Buffer> {
  const input = Buffer.isBuffer(image)
    ? sharp(image, { limitInputPixels: DOCUMENT_LIMITS.maxImagePixels })
    : sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels }, limitInputPixels: DOCUMENT_LIMITS.maxImagePixels });
  const scaled = await withinOcrPixels(input);
  const grey = sharp(await scaled.flatten({ background: "#ffffff" }).greyscale().median(3).normalise().png().toBuffer());
  const skew = await detectSkew(grey);
  const level = skew === 0 ? grey : grey.rotate(-skew, { background: "#ffffff" });
  return level.threshold(TEXT_INK_BELOW).png().toBuffer();
}

export type Recognized = { text: string; /** Tesseract's mean word confidence, 0–100. */ confidence: number; /** Time taken, cleaning the page included. */ ms: number };

/** Reads the printed text in a page image. One worker serves the (parse) process, one image at a time. */
export function recognizeText(image: Parameters<typeof cleanPage>[0]): Promise<Recognized> {
  const run = queue.then(async () => {
    const started = performance.now();
    const page = await cleanPage(image);
    const worker = await getWorker();
    const { data } = await worker.recognize(page);
    return { text: data.text, confidence: data.confidence, ms: performance.now() - started };
  });
  queue = run.catch(() => undefined);
  return run;
}
