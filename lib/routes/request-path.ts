/**
 * The path of a request target (`/book/a%20b?x=1`) with its percent-encoding undone, or null
 * when that encoding is malformed (`%`, `%FF`) or hides a NUL (`%00`). Next answers such
 * paths with a 500 (it cannot decode a dynamic segment) and PostgreSQL refuses NUL in text,
 * so the app's server answers them with 400 before Next sees them.
 */
export function decodedRequestPath(target: string | undefined): string | null {
  try {
    const pathname = decodeURIComponent(new URL(target ?? "/", "http://server.invalid").pathname);
    return pathname.includes("\0") ? null : pathname;
  } catch {
    return null;
  }
}

export const MALFORMED_PATH_MESSAGE = "The address holds malformed percent-encoding or a NUL character";
