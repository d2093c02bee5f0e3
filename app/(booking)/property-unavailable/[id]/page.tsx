import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Property unavailable", robots: { index: false } };

export default function PropertyUnavailablePage() {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This property is no longer available</h1>
      <p className="text-slate-700">
        It may have been unlisted, rented or sold, so showings can no longer be booked here. Please contact the listing
        agent for more information.
      </p>
      <Button asChild variant="outline">
        <Link href="/">Home</Link>
      </Button>
    </div>
  );
}
