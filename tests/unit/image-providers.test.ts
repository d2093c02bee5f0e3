import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createOpenAiImagesProvider } from "@/lib/gallery/providers/openai-images";
import { drawPreview } from "@/lib/gallery/providers/preview-generator";
import type { GenerationRequest, ImageProvider } from "@/lib/gallery/providers/provider";
import { createSdWebUiProvider } from "@/lib/gallery/providers/sd-webui";
import { startFakeServer, type FakeReply, type RecordedRequest } from "../fixtures/fake-http";

const request: GenerationRequest = {
  prompt: "a red barn in snow",
  negativePrompt: "blurry",
  style: "Anime XL",
  seed: 7,
  width: 512,
  height: 512,
  restoreFaces: true,
};

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

type ProviderFactory = (baseUrl: string, timeoutMs: number) => ImageProvider;

const sdWebUi: ProviderFactory = (baseUrl, timeoutMs) =>
  createSdWebUiProvider({ baseUrl, apiKey: "sd-key", timeoutMs, checkpoints: { "Anime XL": "animagine.safetensors" } });
const openAi: ProviderFactory = (baseUrl, timeoutMs) =>
  createOpenAiImagesProvider({ baseUrl: `${baseUrl}/v1`, apiKey: "sk-test", model: "dall-e-2", timeoutMs });

async function serve(reply: (request: RecordedRequest) => FakeReply) {
  const server = await startFakeServer(reply);
  closeServer = server.close;
  return server;
}

const pngBase64 = async () => (await drawPreview({ ...request, width: 64, height: 64 })).toString("base64");

describe("Stable Diffusion WebUI provider", () => {
  it("sends the spec's txt2img fields and returns the PNG at 512×512", async () => {
    const image = await pngBase64();
    const server = await serve(() => ({ status: 200, body: { images: [image], parameters: {}, info: "{}" } }));
    const png = await sdWebUi(server.url, 5000).generate(request);
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent.path).toBe("/sdapi/v1/txt2img");
    expect(sent.headers.authorization).toBe("Bearer sd-key");
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      negative_prompt: "blurry",
      width: 512,
      height: 512,
      restore_faces: true,
      seed: 7,
      override_settings: { sd_model_checkpoint: "animagine.safetensors" },
    });
    expect(body.prompt).toContain("a red barn in snow");
    expect(body.prompt).toContain("anime");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
  });
});

describe("Stable Diffusion WebUI behind --api-auth", () => {
  it("sends a user:password key as HTTP Basic authentication, which the server requires", async () => {
    const image = await pngBase64();
    const expected = `Basic ${Buffer.from("forge:s3cret:pass", "utf8").toString("base64")}`;
    const server = await serve((sent) =>
      sent.headers.authorization === expected
        ? { status: 200, body: { images: [image], parameters: {}, info: "{}" } }
        : { status: 401, body: { detail: "Incorrect username or password" } },
    );
    const provider = createSdWebUiProvider({ baseUrl: server.url, apiKey: "forge:s3cret:pass", timeoutMs: 5000, checkpoints: {} });
    const meta = await sharp(await provider.generate(request)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    expect(server.requests.map((sent) => sent.headers.authorization)).toEqual([expected]);
  });
});

describe("OpenAI-compatible provider", () => {
  it("posts to /v1/images/generations with the key and decodes b64_json", async () => {
    const image = await pngBase64();
    const server = await serve(() => ({ status: 200, body: { created: 1, data: [{ b64_json: image }] } }));
    const png = await openAi(server.url, 5000).generate(request);
    const [sent] = server.requests;
    expect(sent.path).toBe("/v1/images/generations");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(sent.body)).toMatchObject({ model: "dall-e-2", n: 1, size: "512x512", response_format: "b64_json" });
    expect(JSON.parse(sent.body).prompt).toContain("Avoid: blurry");
    expect((await sharp(png).metadata()).width).toBe(512);
  });
});

describe.each([
  ["Stable Diffusion WebUI", sdWebUi, "The Stable Diffusion server"],
  ["OpenAI-compatible", openAi, "The image API"],
])("%s provider failures", (_name, factory, label) => {
  it("explains a timeout", async () => {
    const server = await serve(() => ({ status: 200, body: {}, delayMs: 3000 }));
    await expect(factory(server.url, 300).generate(request)).rejects.toThrow(`${label} did not answer within 0 seconds`);
  });

  it("explains a 5xx", async () => {
    const server = await serve(() => ({ status: 503, body: { error: "loading model" } }));
    await expect(factory(server.url, 5000).generate(request)).rejects.toThrow(`${label} is unavailable (HTTP 503)`);
  });

  it("explains a 4xx", async () => {
    const server = await serve(() => ({ status: 401, body: { error: { message: "bad key" } } }));
    await expect(factory(server.url, 5000).generate(request)).rejects.toThrow(`${label} refused the request (HTTP 401)`);
  });

  it("explains an answer that is not JSON", async () => {
    const server = await serve(() => ({ status: 200, raw: "<html>gateway</html>" }));
    await expect(factory(server.url, 5000).generate(request)).rejects.toThrow(`${label} sent an answer that is not JSON`);
  });

  it("explains JSON without an image", async () => {
    const server = await serve(() => ({ status: 200, body: { images: [], data: [] } }));
    await expect(factory(server.url, 5000).generate(request)).rejects.toThrow(`${label} answered without an image`);
  });

  it("refuses base64 that is not an image", async () => {
    const text = Buffer.from("definitely not a picture").toString("base64");
    const server = await serve(() => ({ status: 200, body: { images: [text], data: [{ b64_json: text }] } }));
    await expect(factory(server.url, 5000).generate(request)).rejects.toThrow(`${label} sent something that is not an image`);
  });

  it("explains an unreachable server", async () => {
    const server = await serve(() => ({ status: 200, body: {} }));
    await server.close();
    await expect(factory(server.url, 5000).generate(request)).rejects.toThrow(`${label} could not be reached`);
  });
});
