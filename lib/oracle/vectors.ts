/**
 * Sentence vectors as stored beside the passages, and the fusion of two rankings (pure).
 *
 * A vector is stored as one signed byte a dimension: scaled to unit length, then each value
 * times 127, rounded. 512 bytes a passage; the cosine of two such vectors stays within a
 * hundredth of the exact one.
 */

const SCALE = 127;

/** A vector scaled to unit length and stored one signed byte a dimension; null for a vector of zeros. */
export function quantize(vector: readonly number[]): Buffer | null {
  const length = Math.hypot(...vector);
  if (!length || !Number.isFinite(length)) return null;
  const bytes = new Int8Array(vector.length);
  for (const [index, value] of vector.entries()) bytes[index] = Math.round((value / length) * SCALE);
  return Buffer.from(bytes.buffer);
}

/** The stored bytes as signed values (a view, not a copy). */
const signed = (bytes: Uint8Array) => new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The cosine of two stored vectors (−1 to 1); 0 when their lengths differ (another encoder's vector). */
export function cosine(a: Uint8Array, b: Uint8Array): number {
  if (a.byteLength !== b.byteLength) return 0;
  const [x, y] = [signed(a), signed(b)];
  let sum = 0;
  for (let index = 0; index < x.length; index++) sum += x[index] * y[index];
  return sum / (SCALE * SCALE);
}

/** Reciprocal rank fusion's constant: a rank's weight is 1 / (RRF_K + rank), rank 1 the best. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each item's sum, over the rankings that hold it, of 1 / (RRF_K +
 * its rank there). An item ranked by one list only still counts; one ranked well by both
 * counts most. Rankings are lists of ids, best first.
 */
export function fuseRanks(rankings: readonly (readonly string[])[]): Map<string, number> {
  const fused = new Map<string, number>();
  for (const ranking of rankings) {
    for (const [index, id] of ranking.entries()) fused.set(id, (fused.get(id) ?? 0) + 1 / (RRF_K + index + 1));
  }
  return fused;
}
