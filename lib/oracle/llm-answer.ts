import OpenAI from "openai";
import { sourceLabel, type SourcePassage } from "./citations";

/** `timeoutMs`: how long the model may take to start answering, and to send each next piece. */
export type LlmConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };
export type ChatTurn = { role: "user" | "assistant"; content: string };

const SYSTEM_PROMPT =
  "You answer questions about the user's documents using only the numbered passages given. " +
  "End each sentence with the numbers of the passages it comes from, as [1] or [1, 3]; cite only the numbers given, and only passages you used. " +
  "A sentence without such a number is shown to the user as uncited, not as what the documents say. " +
  "If the passages do not contain the answer, say that you could not find it in the files, and cite nothing.";

const LLM_TIMEOUT_MS = 120_000;

function promptFor(question: string, passages: SourcePassage[]): string {
  const sources = passages.map((passage, index) => `[${index + 1}] (${sourceLabel(passage)})\n${passage.text}`).join("\n\n");
  return `Passages:\n\n${sources || "(no passage matched the question)"}\n\nQuestion: ${question}`;
}

/** The stream's next piece, or an error when none comes within `ms` (the model stalled): the request is then aborted. */
async function nextWithin<T>(iterator: AsyncIterator<T>, ms: number, abort: () => void): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort();
      reject(new Error(`The language model sent nothing for ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([iterator.next(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Streams an answer from an OpenAI-compatible chat endpoint (OpenAI, Ollama, llama.cpp
 * server, vLLM) through the official client pointed at the configured base URL, yielding
 * text as it arrives. The model gets the passages numbered and must cite them by number.
 * The client retries refused and failed requests twice; a stream that stalls past the
 * timeout, or ends without the model saying it finished (the connection cut), throws:
 * what was streamed is then not an answer.
 */
export async function* streamLlmAnswer(
  config: LlmConfig,
  input: { question: string; passages: SourcePassage[]; history: ChatTurn[] },
): AsyncGenerator<string> {
  const timeout = config.timeoutMs ?? LLM_TIMEOUT_MS;
  // Local servers take any key; the client insists on one.
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? "none", timeout, maxRetries: 2 });
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
  const pieces = stream[Symbol.asyncIterator]();
  let finished = false;
  for (;;) {
    const next = await nextWithin(pieces, timeout, () => stream.controller.abort());
    if (next.done) break;
    const [choice] = next.value.choices;
    if (choice?.delta?.content) yield choice.delta.content;
    if (choice?.finish_reason) finished = true;
  }
  if (!finished) throw new Error("The language model's answer was cut off before it finished");
}
