/**
 * The score that orders the passages found for a question (pure): a weighted sum of a few
 * features, its weights fitted (bench/oracle-eval/fit-scorer.ts) on the development parts of
 * the evaluation set only, never on the parts it is judged on.
 */

/** What a passage is scored on, each about 0 to 1; `similarity` is null when the encoder gave no vector for the question or the passage. */
export type PassageFeatures = {
  /** Its reciprocal-rank fusion of the full-text and the encoder's rankings, times RRF_K (2 at most). */
  fusion: number;
  /** Its BM25 score (with proximity and words naming its file), over the best passage's. */
  lexical: number;
  /** Its best sentence's score, over the best passage's BM25 score. */
  sentence: number;
  /** The cosine of its vector and the question's. */
  similarity: number | null;
  /** The share of the question's weight its quote holds. */
  coverage: number;
  /** 1 when its quote holds the kind of answer the question asks for (a number, a year, a version) or none is asked. */
  formHeld: number;
};

export type Weights = Record<keyof PassageFeatures, number>;

/** The fitted weights. */
export const PASSAGE_WEIGHTS: Weights = { fusion: -0.12, lexical: 7.24, sentence: 3.07, similarity: 3.71, coverage: 6.6, formHeld: 2.02 };

/** The passage's score: the weighted sum of its features. */
export const scorePassage = (features: PassageFeatures, weights: Weights = PASSAGE_WEIGHTS) =>
  (Object.keys(weights) as (keyof PassageFeatures)[]).reduce((sum, key) => sum + weights[key] * (features[key] ?? 0), 0);
