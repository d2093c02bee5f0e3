/** A UUID as the database writes it (lower-case hex), for building larger patterns. */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, "i");

/** A malformed id cannot name a row the user owns, so it is simply not found. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
