import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PROPERTY_NOT_FOUND } from "@/lib/properties/unavailable-messages";
import { RequestedIdentifier } from "./requested-identifier";

export function PropertyNotFound() {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Property not found</h1>
      <p role="alert" className="text-slate-700">
        {PROPERTY_NOT_FOUND}
      </p>
      <RequestedIdentifier />
      <Button asChild variant="outline">
        <Link href="/">Home</Link>
      </Button>
    </div>
  );
}
