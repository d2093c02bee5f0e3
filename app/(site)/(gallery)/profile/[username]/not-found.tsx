import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Profile not found", robots: { index: false } };

export default function ProfileNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Profile not found</h1>
      <p className="text-slate-600">No creator has this username. They may have changed it.</p>
      <Link href="/public-gallery" className={buttonVariants({ variant: "outline" })}>
        Browse the Public Gallery
      </Link>
    </div>
  );
}
