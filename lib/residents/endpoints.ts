import { defineEndpoint } from "@/lib/api/endpoint";
import { residentsAnswerSchema } from "./schemas";

export const listResidentsEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/residents", answer: residentsAnswerSchema });
