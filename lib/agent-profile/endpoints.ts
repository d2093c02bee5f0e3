import { defineEndpoint } from "@/lib/api/endpoint";
import { agentProfileSchema } from "./schemas";

/** The agent saves their profile (name, phone, brokerage …), which the booking pages show. */
export const updateAgentProfileEndpoint = defineEndpoint({ method: "PUT", path: "/api/showbook/agent/profile", body: agentProfileSchema });
