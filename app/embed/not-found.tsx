/** An embed page of a property that is not (or no longer) listed: said inside the frame, without the site around it. */
export default function EmbedNotFound() {
  return (
    <div className="p-4 text-center">
      <h1 className="text-xl font-bold text-slate-900">Booking not available</h1>
      <p className="mt-2 text-slate-700">This property is not taking bookings here.</p>
    </div>
  );
}
