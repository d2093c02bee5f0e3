import Link from "next/link";
import { SiteChrome } from "@/components/layout/site-chrome";
import { buttonVariants } from "@/components/ui/button";

/**
 * A path no route matches, or a page that called notFound() without a not-found page of its
 * own. It is rendered in the root layout, outside app/(site)/layout.tsx, so it brings the
 * site's header and footer itself.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-4 text-slate-700">This page could not be found.</p>
        <Link href="/" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
          Go to the home page
        </Link>
      </div>
    </SiteChrome>
  );
}
