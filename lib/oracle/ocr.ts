import { createRequire } from "node:module";
import { createWorker, OEM, type Worker } from "tesseract.js";

// The English model ships in @tesseract.js-data/eng (gzipped traineddata): nothing is
// downloaded at run time, and nothing is cached outside node_modules.
const require = createRequire(import.meta.url);
const englishData = require("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };

let workerPromise: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  workerPromise ??= createWorker("eng", OEM.LSTM_ONLY, {
    langPath: englishData.langPath,
    gzip: englishData.gzip,
    cacheMethod: "none",
  });
  return workerPromise;
}

/** Reads the printed text in a PNG or JPEG. One worker serves the (parse) process, one image at a time. */
export function recognizeText(image: Buffer): Promise<string> {
  const run = queue.then(async () => {
    const worker = await getWorker();
    const { data } = await worker.recognize(image);
    return data.text;
  });
  queue = run.catch(() => undefined);
  return run;
}
