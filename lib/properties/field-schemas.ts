import { z } from "zod";

/** Optional free text: trimmed, "" when absent. */
export const optionalText = (max = 200) => z.string().trim().max(max).default("");

/** Optional email: "" or a valid address. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((email) => email === "" || z.email().safeParse(email).success, "Enter a valid email address")
  .default("");
