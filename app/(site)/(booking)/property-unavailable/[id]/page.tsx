import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { findPropertyIncludingArchived } from "@/lib/bookings/public-property";
import { formatPhone, telHref } from "@/lib/phone/phone";
import { isUuid } from "@/lib/properties/access";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Property unavailable", robots: { index: false } };

type PageProps = { params: Promise<{ id: string }> };

/**
 * An unlisted or removed property's page, reached from its old booking link: says so, and
 * names the listing agent with their phone where the agent shows their profile on booking
 * pages. Anything that is not a property is a 404; a listed one goes to its booking page.
 */
export default async function PropertyUnavailablePage({ params }: PageProps) {
  const { id } = await params;
  const found = isUuid(id) ? await findPropertyIncludingArchived(getDb(), id) : null;
  if (!found) notFound();
  const { property, archived } = found;
  if (!archived && property.status === "listed") redirect(`/book/${property.slug}`);
  const { agent } = property;

  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This property is no longer available</h1>
      <p className="text-slate-700">
        {property.fullAddress} may have been unlisted, rented or sold, so showings can no longer be booked here. Please
        contact the listing agent for more information.
      </p>
      {agent ? (
        <p className="text-slate-900">
          Listing agent: <span className="font-semibold">{agent.name || "Listing agent"}</span>
          {agent.phone ? (
            <>
              {" · "}
              <a href={telHref(agent.phone)} className="font-medium text-blue-700 underline-offset-4 hover:underline">
                {formatPhone(agent.phone)}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <Button asChild variant="outline">
        <Link href="/">Home</Link>
      </Button>
    </div>
  );
}
