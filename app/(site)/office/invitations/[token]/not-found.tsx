import Link from "next/link";
import { INVITATION_PROBLEMS } from "@/lib/offices/invitations";

/** An unknown or forged invitation link (a 404): it grants nothing. */
export default function InvitationNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Invitation not found</h1>
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-slate-800">
        {INVITATION_PROBLEMS.invalid}
      </p>
      <Link href="/" className="text-sm font-medium text-blue-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}
