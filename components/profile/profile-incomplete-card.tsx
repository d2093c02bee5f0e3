import { AlertTriangle } from "lucide-react";
import Link from "next/link";

/** Shown while the agent profile lacks name or phone: notifications need them. */
export function ProfileIncompleteCard({ linkToProfile = true }: { linkToProfile?: boolean }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">Profile incomplete - complete for notifications</p>
        <p className="mt-1">
          Residents, owners and buyers are told who to contact from your Agent Profile.{" "}
          {linkToProfile ? (
            <Link href="/profile" className="font-medium underline">
              Complete your Agent Profile
            </Link>
          ) : (
            "Add at least your name and phone number below."
          )}
        </p>
      </div>
    </div>
  );
}
