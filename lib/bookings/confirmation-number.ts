import { randomBytes } from "node:crypto";

// No 0/O, 1/I/L: easy to read out over the phone.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const PATTERN = new RegExp(`^SB-[${ALPHABET}]{4}-[${ALPHABET}]{4}$`);

/** A short, human-friendly booking reference such as SB-7KQM-2XPA (about 2^39 values). */
export function generateConfirmationNumber(): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]);
  return `SB-${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

export const isConfirmationNumber = (value: string) => PATTERN.test(value);

/** The secret in a booking's manage link: 256 random bits. */
export const generateManageToken = () => randomBytes(32).toString("base64url");
