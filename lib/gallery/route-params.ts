import { z } from "zod";

export const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

export const imageIdParams = z.object({ id: z.uuid("Image not found") });
