import "server-only";
import { env } from "@/lib/env";
import type { LlmConfig } from "./llm-answer";

/** The configured chat model, or null: answers then come from the local extractive answerer. */
export function configuredLlm(): LlmConfig | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_SECONDS } = env();
  return LLM_BASE_URL ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, timeoutMs: LLM_TIMEOUT_SECONDS * 1000 } : null;
}
