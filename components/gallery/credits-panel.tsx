"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api/error-message";
import { NO_CREDITS_MESSAGE } from "@/lib/credits/plans";
import { NoCreditsNotice } from "./no-credits-notice";

/**
 * A generator's balance: the credits an answer reports, and 0 once a refusal says none are left
 * (`spentAll` tells the form so, to leave the explanation to the panel's notice).
 */
export function useCredits(initialCredits: number) {
  const [credits, setCredits] = useState(initialCredits);
  const spentAll = (error: unknown) => {
    if (errorMessage(error) !== NO_CREDITS_MESSAGE) return false;
    setCredits(0);
    return true;
  };
  return { credits, setCredits, spentAll };
}

/**
 * The card both image generators (the /overview generator and /create's studio) stand in: their
 * heading beside the balance and the way to more credits, the note that the preview generator
 * draws the pictures, and at 0 credits the notice the disabled button points to (`noCreditsId`).
 */
export function CreditsPanel({
  heading,
  credits,
  perImage = false,
  preview,
  noCreditsId,
  children,
}: {
  heading: ReactNode;
  credits: number;
  /** Says beside the balance that each image spends one. */
  perImage?: boolean;
  /** The preview generator's note, when it is the one drawing. */
  preview?: ReactNode;
  noCreditsId: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {heading}
        <p className="text-sm text-slate-700">
          <span data-testid="credit-balance">
            Credits: <strong>{credits}</strong>
          </span>{" "}
          · {perImage ? "one per image · " : null}
          <Link href="/credits" className="text-blue-700 underline-offset-4 hover:underline">
            Get more credits
          </Link>
        </p>
      </div>
      {preview ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {preview}
        </p>
      ) : null}
      {credits < 1 ? <NoCreditsNotice id={noCreditsId} /> : null}
      {children}
    </Card>
  );
}

/** A generator's submit button: off while it runs and at 0 credits, when it points to the panel's notice. */
export function GenerateButton({ label, pending, credits, noCreditsId }: { label: string; pending: boolean; credits: number; noCreditsId: string }) {
  const outOfCredits = credits < 1;
  return (
    <Button type="submit" disabled={pending || outOfCredits} aria-describedby={outOfCredits ? noCreditsId : undefined} className="self-start">
      {pending ? "Generating..." : label}
    </Button>
  );
}
