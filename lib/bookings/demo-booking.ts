import { z } from "zod";
import { AppError } from "@/lib/errors";
import { bookableDates, checkSlot, computeSlots, type DaySlots, type EngineProperty } from "@/lib/availability/compute-slots";
import { DEMO_FEE_CENTS, MIN_ADVANCE_NOTICE_HOURS } from "@/lib/constants";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zoned-time";
import { generateConfirmationNumber } from "./confirmation-number";
import { demoFormProblems } from "./demo-form";

export const DEMO_DAYS = 14;
export const DEMO_ADDRESS = "1 Demo Way, San Francisco, CA 94105";

const demoDay = { enabled: true, start: "09:00", end: "17:00" };

/** The demo property: every day 9:00 to 16:30, 24 hours' notice, no buffer. */
const demoProperty: EngineProperty = {
  customAvailability: {
    monday: demoDay,
    tuesday: demoDay,
    wednesday: demoDay,
    thursday: demoDay,
    friday: demoDay,
    saturday: demoDay,
    sunday: demoDay,
  },
  bufferTimeMinutes: 0,
  timezone: DEFAULT_TIME_ZONE,
  advanceNoticeHours: MIN_ADVANCE_NOTICE_HOURS,
};

export const demoSlots = (now = new Date()): DaySlots[] =>
  computeSlots(demoProperty, [], { now, dates: bookableDates(now, DEFAULT_TIME_ZONE, DEMO_DAYS) });

export const demoBookingSchema = z.object({
  date: z.string().default(""),
  time: z.string().default(""),
  buyerName: z.string().max(200).default(""),
  buyerEmail: z.string().max(320).default(""),
  buyerPhone: z.string().max(40).default(""),
  buyerAgentName: z.string().trim().max(200).default(""),
  buyerAgentPhone: z.string().trim().max(40).default(""),
  agreeToTerms: z.boolean().default(false),
  recipientName: z.string().max(200).default(""),
  demoRecipientPhone: z.string().trim().max(40).default(""),
  demoRecipientEmail: z.union([z.literal(""), z.email("Please enter a valid recipient email").trim().max(320)]).default(""),
  mailingAddress: z.string().max(300).default(""),
  mailingCity: z.string().max(100).default(""),
  mailingState: z.string().max(2).default("CA"),
  mailingZip: z.string().max(10).default(""),
});

export type DemoBookingInput = z.infer<typeof demoBookingSchema>;

/** The demo form as the browser checks it: the route's schema and the spec's six messages, each on its field, all at once. */
export const demoBookingFormSchema = demoBookingSchema.superRefine((values, context) => {
  for (const { field, message } of demoFormProblems(values)) context.addIssue({ code: "custom", path: [field], message });
});

export type DemoPayment = { paymentIntentId: string; paymentStatus: "mock" | "succeeded" };

export type DemoBookingResult = DemoPayment & {
  confirmationNumber: string;
  date: string;
  time: string;
  address: string;
  feeCents: number;
  mock: boolean;
  buyerAgent: { name: string; phone: string } | null;
  noticeRecipient: { name: string; address: string; phone: string; email: string } | null;
};

/** A demo booking is checked like a real one, against the demo schedule, before it is paid for and again after. */
export function assertDemoBookable(input: DemoBookingInput, now = new Date()): void {
  const problems = demoFormProblems(input);
  if (problems.length) {
    const issues = Object.fromEntries(problems.map(({ field, message }) => [field, [message]]));
    throw new AppError("unprocessable_entity", problems.map((problem) => problem.message).join(". "), issues);
  }
  if (!bookableDates(now, DEFAULT_TIME_ZONE, DEMO_DAYS).includes(input.date)) {
    throw new AppError("unprocessable_entity", "Please select a showing date");
  }
  const check = checkSlot(demoProperty, [], input.date, input.time, { now });
  if (!check.available) throw new AppError("unprocessable_entity", check.reason ?? "Please select a showing time");
}

/**
 * The confirmation of a paid demo booking (its payment checked by lib/bookings/demo-payment),
 * the slot checked as of when it was paid for: nothing is stored and nothing is sent.
 */
export function confirmDemoBooking(input: DemoBookingInput, payment: DemoPayment, paidAt = new Date()): DemoBookingResult {
  assertDemoBookable(input, paidAt);
  const recipientAddress = [input.mailingAddress, input.mailingCity, [input.mailingState, input.mailingZip].filter(Boolean).join(" ")]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return {
    confirmationNumber: generateConfirmationNumber(),
    date: input.date,
    time: input.time,
    address: DEMO_ADDRESS,
    feeCents: DEMO_FEE_CENTS,
    ...payment,
    mock: payment.paymentStatus === "mock",
    buyerAgent: input.buyerAgentName ? { name: input.buyerAgentName, phone: input.buyerAgentPhone } : null,
    noticeRecipient: input.recipientName.trim()
      ? { name: input.recipientName.trim(), address: recipientAddress, phone: input.demoRecipientPhone, email: input.demoRecipientEmail }
      : null,
  };
}
