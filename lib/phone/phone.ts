import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number";

// Letters are refused outright: libphonenumber would read "1-800-FLOWERS" style input,
// which a booker typing by mistake does not mean.
const PHONE_CHARACTERS = /^[+()\-.\s\d]+$/;

/** The E.164 form ("+14155550100") of a number as typed; US when no country code is given. Null when it cannot be a phone number. */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, "US");
  return parsed?.isValid() ? parsed.number : null;
}

/** "(415) 555-0100" for US numbers, "+44 20 7946 0958" for others; anything unparseable as stored. */
export function formatPhone(stored: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored, "US") : undefined;
  if (!parsed) return stored;
  return parsed.country === "US" ? parsed.formatNational() : parsed.formatInternational();
}

/** A tel: link in E.164 ("tel:+14155550100"), US when no country code is given; an unparseable number keeps its digits. */
export function telHref(phone: string): string {
  return `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, "")}`;
}

/** A required phone number, stored in E.164. */
export const phoneSchema = (requiredMessage = "Please enter your phone number") =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(40, INVALID_PHONE_MESSAGE)
    .transform((value, context) => {
      const e164 = toE164(value);
      if (!e164) {
        context.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
        return z.NEVER;
      }
      return e164;
    });

/** An optional phone number: "" when absent, else E.164. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(40, INVALID_PHONE_MESSAGE)
  .default("")
  .transform((value, context) => {
    if (value === "") return "";
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });
