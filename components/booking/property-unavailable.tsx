import type { ReactNode } from "react";
import type { PublicProperty } from "@/lib/bookings/public-property-projection";
import { formatPhone, telHref } from "@/lib/phone/phone";

/**
 * What an unlisted or archived property's booking, share or embed link shows: that it can no
 * longer be booked, and the listing agent with their phone where the agent shows their
 * profile on booking pages. `children`: what follows (the page's Home button).
 */
export function PropertyUnavailable({ property, children }: { property: Pick<PublicProperty, "fullAddress" | "agent">; children?: ReactNode }) {
  const { agent } = property;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This property is no longer available</h1>
      <p className="text-slate-700">
        {property.fullAddress} may have been unlisted, rented or sold, so showings can no longer be booked here. Please contact
        the listing agent for more information.
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
      {children}
    </div>
  );
}
