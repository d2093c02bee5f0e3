import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { PropertyUnavailable } from "@/components/booking/property-unavailable";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { findPropertyIncludingArchived } from "@/lib/bookings/public-property";
import { isUuid } from "@/lib/ids";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Property unavailable", robots: { index: false } };

type PageProps = { params: Promise<{ id: string }> };

/**
 * An unlisted or removed property's page, reached from its old booking or share link (a QR code
 * on a yard sign outlives the listing): says so, and names the listing agent with their phone
 * where the agent shows their profile on booking pages. Anything that is not a property is a
 * 404; a listed one goes to its booking page.
 */
export default async function PropertyUnavailablePage({ params }: PageProps) {
  const { id } = await params;
  const found = isUuid(id) ? await findPropertyIncludingArchived(getDb(), id) : null;
  if (!found) notFound();
  const { property, archived } = found;
  if (!archived && property.status === "listed") redirect(`/book/${property.slug}`);
  return (
    <PropertyUnavailable property={property}>
      <Button asChild variant="outline">
        <Link href="/">Home</Link>
      </Button>
    </PropertyUnavailable>
  );
}
