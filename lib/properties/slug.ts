import { randomInt } from "node:crypto";

const ALPHANUMERICS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 32 random alphanumerics followed by the base-36 creation time: unguessable and unique. */
export function generatePropertySlug(now = Date.now()): string {
  let random = "";
  for (let i = 0; i < 32; i++) random += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return random + now.toString(36);
}
