import Link from "next/link";
import { connection } from "next/server";
import { buttonVariants } from "@/components/ui/button";

/**
 * Rendered per request, never prerendered: a 404 answers any unknown path, which proxy.ts
 * cannot tell from a real one, so its scripts must carry that request's CSP nonce.
 */
export default async function NotFound() {
  await connection();
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="text-slate-700">This page does not exist or has moved.</p>
      <Link href="/" className={buttonVariants()}>
        Go to the home page
      </Link>
    </div>
  );
}
