import { headers } from "next/headers";
import { PropertyNotFound } from "@/components/booking/property-not-found";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

/** proxy.ts passes the path along, so the message can name the identifier that was not found. */
export default async function BookNotFound() {
  const pathname = (await headers()).get("x-pathname") ?? "";
  const identifier = decodePathSegment(pathname.split("/")[2] ?? "");
  return <PropertyNotFound identifier={identifier} />;
}
