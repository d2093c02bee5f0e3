import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "@/lib/api/call";
import { endpointUrl, type Endpoint } from "@/lib/api/endpoint";
import { approveBookingEndpoint, cancelBookingEndpoint, listPropertyBookingsEndpoint } from "@/lib/bookings/agent-booking-endpoints";
import { completedShowingsEndpoint } from "@/lib/dashboard/endpoints";
import { listProspectsEndpoint } from "@/lib/prospects/endpoints";
import { uploadPropertyPhotoEndpoint } from "@/lib/properties/endpoints";

const root = path.resolve(__dirname, "../..");

/** Every `lib/**\/endpoints.ts` and `lib/**\/*-endpoints.ts`, relative to lib/. */
function endpointModules(dir = path.join(root, "lib")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return endpointModules(full);
    return /(^|-)endpoints\.ts$/.test(entry.name) ? [full] : [];
  });
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value;

afterEach(() => vi.unstubAllGlobals());

describe("[api] endpoint definitions", () => {
  it("each names the route file that serves it, whose handler for its method is made from it", async () => {
    const modules = endpointModules();
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) {
      const exported: Record<string, unknown> = await import(file);
      for (const [name, endpoint] of Object.entries(exported)) {
        if (!isEndpoint(endpoint)) continue;
        const route = path.join(root, "app", endpoint.path, "route.ts");
        expect(existsSync(route), `${name}: ${endpoint.path} has no route.ts`).toBe(true);
        expect(readFileSync(route, "utf8"), `${name}: ${route} does not serve ${endpoint.method} with it`).toMatch(
          new RegExp(`export const ${endpoint.method} = apiRoute\\(\\s*${name},`),
        );
      }
    }
  });

  it("makes the URL from the path, the params (encoded) and the query (unset values left out)", () => {
    expect(endpointUrl(listPropertyBookingsEndpoint, { id: "a b/c" })).toBe("/api/showbook/properties/a%20b%2Fc/bookings");
    expect(endpointUrl(completedShowingsEndpoint, {}, { range: "30d", status: undefined, offset: 50 })).toBe("/api/showbook/completed-showings?range=30d&offset=50");
  });

  it("sends the body as JSON and parses the answer with the endpoint's schema", async () => {
    const fetch = vi.fn(async () => Response.json({ booking: { id: "b1", status: "cancelled" }, message: "Showing cancelled.", booking_id: "ignored" }));
    vi.stubGlobal("fetch", fetch);
    const answer = await call(cancelBookingEndpoint, { params: { id: "7d0e7a4c-9a43-4f25-8b7a-2f1f0c4b7a11" }, body: { reason: "Sold" } });
    expect(answer).toEqual({ booking: { id: "b1", status: "cancelled" }, message: "Showing cancelled." });
    expect(fetch).toHaveBeenCalledWith("/api/showbook/bookings/7d0e7a4c-9a43-4f25-8b7a-2f1f0c4b7a11/cancel", {
      method: "POST",
      headers: { "x-showbook-keys": "camel", "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "Sold" }),
    });
  });

  it("lets the compiler refuse a call without its params, with a wrong body, or read a field its answer has not", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ booking: { id: "b1", status: "confirmed" } })));
    // @ts-expect-error: the path's [id] is not given
    await call(approveBookingEndpoint);
    // @ts-expect-error: the params name `bookingId`, the path names `id`
    await call(approveBookingEndpoint, { params: { bookingId: "b1" } });
    // The answer has no `message`, which the cancel endpoint's schema asks for.
    // @ts-expect-error: a reason is text
    await expect(call(cancelBookingEndpoint, { params: { id: "b1" }, body: { reason: 3 } })).rejects.toThrow();
    const approved = await call(approveBookingEndpoint, { params: { id: "b1" } });
    // @ts-expect-error: the approve answer carries no message
    expect(approved.message).toBeUndefined();
  });

  it("sends an upload endpoint's form as multipart FormData, the file as it is and no JSON content type", async () => {
    const fetch = vi.fn(async () => Response.json({ propertyPhoto: "/api/files/p.webp" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "house.jpg", { type: "image/jpeg" });
    await call(uploadPropertyPhotoEndpoint, { params: { id: "p1" }, body: { file } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/showbook/properties/p1/photo");
    expect(init.headers).toEqual({ "x-showbook-keys": "camel" });
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(((init.body as FormData).get("file") as File).name).toBe("house.jpg");
    // @ts-expect-error: an upload's file is a File, not text
    await call(uploadPropertyPhotoEndpoint, { params: { id: "p1" }, body: { file: "house.jpg" } });
    expect(uploadPropertyPhotoEndpoint.form.safeParse({}).error?.issues[0].message).toBe("Choose a photo to upload.");
  });

  it("lets a list's filters be left out when every one is optional", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ prospects: [] })));
    expect(await call(listProspectsEndpoint)).toEqual({ prospects: [] });
  });
});
