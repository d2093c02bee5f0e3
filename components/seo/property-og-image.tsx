import { ImageResponse } from "next/og";
import { APP_NAME, formatUsd } from "@/lib/constants";
import { env } from "@/lib/env";
import { feeFor } from "@/lib/payments/fees";
import { publicPhotoUrl } from "@/lib/seo/listing-json-ld";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
const PHOTO_TYPES = new Set(["image/png", "image/jpeg"]);
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The listing photo as a data URL, or null: a slow, missing or odd photo must not break the card. */
async function loadPhoto(photo: string | null): Promise<string | null> {
  const url = publicPhotoUrl(photo, env().APP_URL);
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    const type = response.headers.get("content-type")?.split(";")[0] ?? "";
    if (!response.ok || !PHOTO_TYPES.has(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length <= MAX_PHOTO_BYTES ? `data:${type};base64,${bytes.toString("base64")}` : null;
  } catch {
    return null;
  }
}

/** The social card of a listing: its address over its photo (or the brand colour without one). */
export async function renderPropertyOgImage(property: { fullAddress: string; propertyPhoto: string | null; isDemo: boolean }) {
  const photo = await loadPhoto(property.propertyPhoto);
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", position: "relative", background: "#1d4ed8" }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> elements only
          <img src={photo} alt="" width={OG_IMAGE_SIZE.width} height={OG_IMAGE_SIZE.height} style={{ objectFit: "cover", position: "absolute" }} />
        ) : null}
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "flex-end",
            width: "100%",
            padding: 64,
            color: "white",
            background: photo ? "linear-gradient(transparent 35%, rgba(15, 23, 42, 0.85))" : "transparent",
          }}
        >
          <div style={{ fontSize: 36, opacity: 0.9 }}>{`${APP_NAME} · Book a 30-minute showing`}</div>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, marginTop: 16 }}>{property.fullAddress}</div>
          <div style={{ fontSize: 32, marginTop: 24 }}>{`${formatUsd(feeFor(property))} booking fee`}</div>
        </div>
      </div>
    ),
    OG_IMAGE_SIZE,
  );
}
