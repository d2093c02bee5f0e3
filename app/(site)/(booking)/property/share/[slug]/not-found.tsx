import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SHARE_NOT_FOUND } from "@/lib/bookings/share-page";

export default function ShareNotFound() {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Property Not Found</h1>
      <p role="alert" className="text-slate-700">
        {SHARE_NOT_FOUND}
      </p>
      <Button asChild>
        <Link href="/">Home</Link>
      </Button>
    </div>
  );
}
