import Link from "next/link";
import { NO_CREDITS_MESSAGE } from "@/lib/credits/plans";

/** Why Generate is off at 0 credits, with the way to more; the disabled button points here (aria-describedby). */
export function NoCreditsNotice({ id }: { id: string }) {
  return (
    <p id={id} className="rounded-md bg-red-50 p-3 text-sm text-red-900" role="alert">
      {NO_CREDITS_MESSAGE}{" "}
      <Link href="/credits" className="font-medium underline underline-offset-4">
        Subscribe for 20 credits a month
      </Link>
    </p>
  );
}
