/**
 * A path segment with its percent-encoding undone, or as it stands when that encoding is
 * malformed (`%E0%A4%A`): such a name matches nothing and ends in a 404, not a thrown URIError.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
