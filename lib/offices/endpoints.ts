import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { acceptInvitationSchema, invitationSchema, memberUpdateSchema, officeSettingsSchema, takeoverSchema } from "./schemas";

const memberParams = z.object({ userId: z.string() });

/** The office API: each route checks the actor's role itself (lib/offices). */
export const createOfficeEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/office", body: officeSettingsSchema });
export const getOfficeEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/office" });
export const updateOfficeEndpoint = defineEndpoint({ method: "PATCH", path: "/api/showbook/office", body: officeSettingsSchema });
export const inviteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/office/invitations",
  body: invitationSchema,
  answer: z.object({ invitation: z.object({ id: z.string(), url: z.string() }) }),
});
export const revokeInvitationEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/office/invitations/[id]", params: z.object({ id: z.string() }) });
export const acceptInvitationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/office/invitations/accept",
  body: acceptInvitationSchema,
  answer: z.object({ office: z.object({ id: z.string() }), role: z.string() }),
});
export const updateMemberEndpoint = defineEndpoint({ method: "PATCH", path: "/api/showbook/office/members/[userId]", params: memberParams, body: memberUpdateSchema });
export const removeMemberEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/office/members/[userId]/remove", params: memberParams, body: takeoverSchema });
export const leaveOfficeEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/office/leave", body: takeoverSchema });

/** A manager uploads the office's logo (field "file"), replacing the one it had; the route caps its size and reads what its bytes are. */
export const uploadOfficeLogoEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/office/logo",
  form: z.object({ file: z.instanceof(File, { error: "Choose an image to upload." }) }),
});

export const removeOfficeLogoEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/office/logo" });
