export default function BookLoading() {
  return (
    <div role="status" aria-label="Loading the booking page" className="mx-auto max-w-4xl animate-pulse space-y-6 px-4 py-8">
      <div className="h-8 w-2/3 rounded bg-slate-200" />
      <div className="h-72 rounded-lg bg-slate-200" />
      <div className="h-64 rounded-lg bg-slate-200" />
    </div>
  );
}
