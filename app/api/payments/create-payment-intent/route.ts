import { getDb } from "@/db/client";
import { specJson } from "@/lib/api/contract";
import { apiRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/request-ip";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { getStripe } from "@/lib/payments/stripe";
import { createPaymentIntentEndpoint } from "@/lib/bookings/booking-endpoints";

// Any `amount` the client sends is ignored: the fee is the server's.
// The attempt counts against the per-address and per-mailbox limits in the hold's first round trip.
export const POST = apiRoute(createPaymentIntentEndpoint, { access: "public" }, async ({ req, body }) =>
  specJson(req.headers, await createPaymentHold(getDb(), getStripe(), body.bookingData, new Date(), { ip: clientIp(req.headers) }), { status: 201 }),
);
