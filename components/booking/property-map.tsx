"use client";

import { APIProvider, Map, Marker, useMapsLibrary } from "@vis.gl/react-google-maps";
import { useEffect, useState } from "react";

export type PropertyMapProps = {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  apiKey?: string;
};

function MapUnavailable({ city, state, zipCode }: Pick<PropertyMapProps, "city" | "state" | "zipCode">) {
  return (
    <div role="status" className="flex h-full flex-col items-center justify-center bg-slate-100 p-6 text-center text-slate-700">
      <p className="font-medium">Map temporarily unavailable</p>
      <p className="text-sm">{[city, state, zipCode].filter(Boolean).join(", ")}</p>
    </div>
  );
}

function GeocodedMap({ address, onError }: { address: string; onError: () => void }) {
  const geocoding = useMapsLibrary("geocoding");
  const [position, setPosition] = useState<google.maps.LatLngLiteral | null>(null);
  useEffect(() => {
    if (!geocoding) return;
    new geocoding.Geocoder()
      .geocode({ address })
      .then(({ results }) => {
        const location = results[0]?.geometry.location;
        if (location) setPosition(location.toJSON());
        else onError();
      })
      .catch(onError);
  }, [geocoding, address, onError]);
  if (!position) return <p className="p-6 text-sm text-slate-600">Loading map…</p>;
  return (
    <Map defaultCenter={position} defaultZoom={15} gestureHandling="cooperative" className="h-full w-full">
      <Marker position={position} title={address} />
    </Map>
  );
}

/**
 * The property on a map: the keyless Google embed by default, the Maps JavaScript API when
 * a key is configured. Without an address there is no map at all.
 */
export function PropertyMap({ address, city, state, zipCode, apiKey }: PropertyMapProps) {
  const [failed, setFailed] = useState(false);
  if (!address.trim()) return null;
  return (
    <div className="h-72 overflow-hidden rounded-lg border border-slate-200 md:h-[400px]">
      {failed ? (
        <MapUnavailable city={city} state={state} zipCode={zipCode} />
      ) : apiKey ? (
        <APIProvider apiKey={apiKey} onError={() => setFailed(true)}>
          <GeocodedMap address={address} onError={() => setFailed(true)} />
        </APIProvider>
      ) : (
        <iframe
          title={`Map of ${address}`}
          src={`https://www.google.com/maps?q=${encodeURIComponent(address)}&z=15&output=embed`}
          className="h-full w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
