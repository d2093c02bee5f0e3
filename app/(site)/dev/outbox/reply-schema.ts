import { z } from "zod";
import { phoneSchema } from "@/lib/phone/phone";

/** A simulated inbound text: the phone it comes from and its words, as Twilio would deliver them. */
export const replySchema = z.object({
  from: phoneSchema("Enter the phone number the reply comes from"),
  body: z.string().trim().min(1, "Enter the text of the reply").max(160, "A text reply is at most 160 characters"),
});
