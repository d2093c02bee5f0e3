"use client";

import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { useSessionUser } from "@/components/layout/session-user";
import { buttonVariants } from "@/components/ui/button";
import { PRODUCT_SLUG } from "@/lib/constants";
import { cn } from "@/lib/utils";

export const SIGNED_IN_CTA_HREF = `/${PRODUCT_SLUG}/dashboard`;
export const SIGNED_OUT_CTA_HREF = "/register";

type PrimaryCtaProps = {
  signedOutLabel?: string;
  signedInLabel?: string;
  size?: "default" | "lg";
  /** "default" is the blue button; "inverse" is a white button for blue backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
};

/**
 * The main call to action of the home, about and how-it-works pages:
 * to the dashboard when signed in, otherwise to registration. Rendered for a signed-out
 * visitor, so the page can be prerendered, and switched once the browser knows better.
 */
export function PrimaryCta({
  signedOutLabel = "Get Started Free",
  signedInLabel = "Go to Dashboard",
  size = "lg",
  tone = "default",
  className,
}: PrimaryCtaProps) {
  const user = useSessionUser();
  const href = user ? SIGNED_IN_CTA_HREF : SIGNED_OUT_CTA_HREF;
  const label = user ? signedInLabel : signedOutLabel;

  return (
    <Link
      href={href}
      data-testid="primary-cta"
      className={cn(
        buttonVariants({ size }),
        tone === "inverse" && "bg-white text-blue-800 hover:bg-blue-50",
        className,
      )}
    >
      {label}
      <ArrowRight aria-hidden />
    </Link>
  );
}
