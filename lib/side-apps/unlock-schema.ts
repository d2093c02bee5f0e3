import { z } from "zod";
import { GATE_MESSAGES } from "./side-apps";

// No trim: codes are compared exactly, case and spaces included.
export const unlockSchema = z.object({
  app: z.enum(["create", "oracle"]),
  code: z.string().max(200, "That code is too long"),
});

/**
 * The gate's form: the action's schema, with an empty code refused in the browser by the
 * spec's message (the server refuses one too, after the gate's delay like every answer).
 */
export const unlockFormSchema = unlockSchema.extend({ code: unlockSchema.shape.code.min(1, GATE_MESSAGES.empty) });
