const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a row the user owns, so it is simply not found. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
