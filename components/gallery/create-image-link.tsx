"use client";

import Link from "next/link";
import { useSessionUser } from "@/components/layout/session-user";
import { buttonVariants } from "@/components/ui/button";

/**
 * The gallery banner's call to action: make an image when signed in, otherwise register.
 * Rendered for a signed-out visitor, so the gallery's HTML is the same for everyone (cached),
 * and switched once the browser knows better.
 */
export function CreateImageLink() {
  const user = useSessionUser();
  return (
    <Link href={user ? "/overview" : "/register"} className={buttonVariants({ variant: "secondary", className: "mt-4" })}>
      {user ? "Create an image" : "Register free"}
    </Link>
  );
}
