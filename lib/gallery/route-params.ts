import { z } from "zod";

export const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

export const imageIdParams = z.object({ id: z.uuid("Image not found") });

export const REPORT_NOT_FOUND_MESSAGE = "Report not found or already resolved";

export const reportIdParams = z.object({ id: z.uuid(REPORT_NOT_FOUND_MESSAGE) });

export const recentImagesParams = z.object({ userId: z.uuid("Unknown user") });
