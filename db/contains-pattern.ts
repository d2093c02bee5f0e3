/** An ILIKE pattern matching `text` anywhere, with LIKE's own wildcards in it escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
