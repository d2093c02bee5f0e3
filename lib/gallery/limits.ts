/** Field limits the gallery's forms show in the browser; the zod schemas enforce the same on the server. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const REPORT_REASON_MAX_LENGTH = 500;
