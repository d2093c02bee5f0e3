import { z } from "zod";

/**
 * Answers are typed by zod schemas kept beside each domain's input schemas
 * (`lib/<domain>/schemas.ts`, named `…AnswerSchema`); the browser parses every answer with
 * them in `apiRequest` (lib/api/client.ts). They describe JSON, so a timestamp is a string.
 */
export const jsonTimestamp = z.string();

export const recordId = z.string();

/**
 * Rows a server page hands to a client component, in the same JSON shape the API answers
 * with: one type for the client whether the rows came from the page or from a route.
 */
export function toAnswer<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}
