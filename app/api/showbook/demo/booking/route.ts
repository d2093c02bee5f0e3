import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/api/route";
import { demoBookingSchema, submitDemoBooking } from "@/lib/bookings/demo-booking";

export const POST = apiRoute({ access: "public", body: demoBookingSchema }, async ({ body }) =>
  NextResponse.json({ booking: submitDemoBooking(body) }, { status: 201 }),
);
