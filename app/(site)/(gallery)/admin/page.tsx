import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { AdminImageCard } from "@/components/gallery/admin-image-card";
import { GALLERY_GRID_CLASS } from "@/components/gallery/grid";
import { MoreAdminImages } from "@/components/gallery/more-admin-images";
import { OpenReports } from "@/components/gallery/open-reports";
import { getDb } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { requireUser } from "@/lib/auth/current-user";
import { assertAdmin } from "@/lib/auth/scope";
import { listPublicImages } from "@/lib/gallery/list-images";
import { listOpenReports } from "@/lib/gallery/reports";

export const metadata: Metadata = { title: "Admin Panel", robots: { index: false } };

function Refusal({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Admin Panel</h1>
      <p role="alert" className="mt-4 text-red-700">
        {message}
      </p>
    </div>
  );
}

export default async function AdminPage() {
  try {
    assertAdmin(await requireUser());
  } catch (error) {
    // The sign-in redirect passes through; a refused admin check shows its message, any other failure the spec's.
    unstable_rethrow(error);
    return <Refusal message={isAppError(error) ? error.message : "You don't have admin access"} />;
  }

  const db = getDb();
  const [reports, page] = await Promise.all([listOpenReports(db), listPublicImages(db, {})]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Admin Panel</h1>
      <section aria-labelledby="reports-heading" className="mt-6">
        <h2 id="reports-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Open reports ({reports.length})
        </h2>
        <OpenReports reports={reports} />
      </section>
      <section aria-labelledby="images-heading" className="mt-10">
        <h2 id="images-heading" className="text-lg font-semibold text-slate-900">
          All public images
        </h2>
        {page.images.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No images found in the gallery.</p>
        ) : (
          <>
            <ul className={GALLERY_GRID_CLASS}>
              {page.images.map((image) => (
                <AdminImageCard key={image.id} image={image} />
              ))}
            </ul>
            <MoreAdminImages initialCursor={page.next_cursor} />
          </>
        )}
      </section>
    </div>
  );
}
