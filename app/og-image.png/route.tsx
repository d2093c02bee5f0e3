import { ImageResponse } from "next/og";
import { OG_IMAGE_SIZE } from "@/components/seo/property-og-image";
import { APP_NAME, BOOKING_FEE, SHOWING_DURATION_MINUTES } from "@/lib/constants";

/** Drawn once, at build time. */
export const dynamic = "force-static";

/** The social card of the home page and the information pages (SITE_OG_IMAGE names it). */
export function GET() {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          padding: 80,
          color: "white",
          background: "linear-gradient(135deg, #1d4ed8, #4338ca)",
        }}
      >
        <div style={{ fontSize: 96, fontWeight: 700 }}>{APP_NAME}</div>
        <div style={{ fontSize: 48, marginTop: 24, lineHeight: 1.2 }}>Showing bookings with tenant notices built in</div>
        <div style={{ fontSize: 32, marginTop: 40, opacity: 0.9 }}>
          {`List free · ${SHOWING_DURATION_MINUTES}-minute showings · ${BOOKING_FEE} booking fee`}
        </div>
      </div>
    ),
    OG_IMAGE_SIZE,
  );
}
