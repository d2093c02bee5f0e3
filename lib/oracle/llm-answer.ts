import OpenAI from "openai";
import { citationLabel } from "./citations";
import type { Passage } from "./retrieve";

export type LlmConfig = { baseUrl: string; apiKey?: string; model: string };
export type ChatTurn = { role: "user" | "assistant"; content: string };

const SYSTEM_PROMPT =
  "You answer questions about the user's documents using only the numbered passages given. " +
  "After each statement, cite the passages it comes from as [1], [2]; cite only passages you used. " +
  "If the passages do not contain the answer, say that you could not find it in the files, and cite nothing.";

const LLM_TIMEOUT_MS = 120_000;

function promptFor(question: string, passages: Passage[]): string {
  const sources = passages
    .map((passage, index) => `[${index + 1}] (${citationLabel({ ...passage })})\n${passage.text}`)
    .join("\n\n");
  return `Passages:\n\n${sources || "(no passage matched the question)"}\n\nQuestion: ${question}`;
}

/**
 * Streams an answer from an OpenAI-compatible chat endpoint (OpenAI, Ollama, llama.cpp
 * server, vLLM) through the official client pointed at the configured base URL, yielding
 * text as it arrives. The client retries refused and failed requests twice; any failure
 * left then throws.
 */
export async function* streamLlmAnswer(
  config: LlmConfig,
  input: { question: string; passages: Passage[]; history: ChatTurn[] },
): AsyncGenerator<string> {
  // Local servers take any key; the client insists on one.
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? "none", timeout: LLM_TIMEOUT_MS, maxRetries: 2 });
  const stream = await client.chat.completions.create({
    model: config.model,
    stream: true,
    temperature: 0.2,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      ...input.history,
      { role: "user", content: promptFor(input.question, input.passages) },
    ],
  });
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta?.content;
    if (text) yield text;
  }
}
