import { MapPin, Phone, UserRound } from "lucide-react";
import type { PublicProperty } from "@/lib/bookings/public-property-projection";
import { clientEnv } from "@/lib/env";
import { formatPhone, telHref } from "@/lib/phone/phone";
import { MapOnRequest } from "./map-on-request";

/** Address, a map on request and the listing agent's public profile (hidden when the agent has none). */
export function PropertyHeader({ property }: { property: PublicProperty }) {
  const { agent } = property;
  return (
    <section aria-labelledby="property-address" className="space-y-4">
      {property.propertyPhoto ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored upload at most 1600 px wide; next/image would add a resizing round trip
        <img
          src={property.propertyPhoto}
          alt={`Photo of ${property.fullAddress}`}
          width={1600}
          height={900}
          fetchPriority="high"
          className="aspect-video w-full rounded-lg object-cover"
        />
      ) : null}
      <div className="flex items-start gap-2">
        <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-blue-700" />
        <div>
          <h1 id="property-address" className="text-2xl font-bold text-slate-900">
            {property.fullAddress}
          </h1>
          <p className="text-sm text-slate-600">Book a 30-minute showing</p>
        </div>
      </div>
      <MapOnRequest
        address={property.fullAddress}
        city={property.city}
        state={property.state}
        zipCode={property.zipCode}
        apiKey={clientEnv.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY}
      />
      {agent && (
        <div role="group" aria-label="Listing agent" className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <span className="flex items-center gap-2 font-medium text-slate-900">
            <UserRound aria-hidden className="size-4 text-slate-500" />
            {agent.name || "Listing agent"}
          </span>
          {agent.phone && (
            <a className="flex items-center gap-2 text-blue-700 hover:underline" href={telHref(agent.phone)}>
              <Phone aria-hidden className="size-4" />
              {formatPhone(agent.phone)}
            </a>
          )}
        </div>
      )}
      {property.showingInstructions && <p className="text-sm text-slate-700">{property.showingInstructions}</p>}
    </section>
  );
}
