import { citationLabel } from "./citations";
import type { Passage } from "./retrieve";

export type LlmConfig = { baseUrl: string; apiKey?: string; model: string };
export type ChatTurn = { role: "user" | "assistant"; content: string };

const SYSTEM_PROMPT =
  "You answer questions about the user's documents using only the numbered passages given. " +
  "After each statement, cite the passages it comes from as [1], [2]. " +
  "If the passages do not contain the answer, say so plainly.";

const LLM_TIMEOUT_MS = 120_000;

function promptFor(question: string, passages: Passage[]): string {
  const sources = passages
    .map((passage, index) => `[${index + 1}] (${citationLabel({ ...passage })})\n${passage.text}`)
    .join("\n\n");
  return `Passages:\n\n${sources || "(no passage matched the question)"}\n\nQuestion: ${question}`;
}

/** Yields the "data:" payloads of a server-sent-events body. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line.startsWith("data:")) yield line.slice(5).trim();
    }
  }
  const last = buffered.trim();
  if (last.startsWith("data:")) yield last.slice(5).trim();
}

/**
 * Streams an answer from an OpenAI-compatible /chat/completions endpoint (OpenAI, Ollama,
 * llama.cpp server, vLLM), yielding text as it arrives. Any failure throws.
 */
export async function* streamLlmAnswer(
  config: LlmConfig,
  input: { question: string; passages: Passage[]; history: ChatTurn[] },
): AsyncGenerator<string> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      temperature: 0.2,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        ...input.history,
        { role: "user", content: promptFor(input.question, input.passages) },
      ],
    }),
    signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) throw new Error(`LLM answered HTTP ${response.status}`);
  for await (const data of sseData(response.body)) {
    if (data === "[DONE]") return;
    const event = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[]; error?: unknown };
    if (event.error) throw new Error(`LLM stream error: ${JSON.stringify(event.error)}`);
    const text = event.choices?.[0]?.delta?.content;
    if (text) yield text;
  }
}
