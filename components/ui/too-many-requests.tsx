/** The page shown instead of a signed link's page once its client address passed the limit. */
export function TooManyRequests({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Too many requests</h1>
      <p role="alert" className="mt-2 text-slate-600">
        {message}
      </p>
    </div>
  );
}
