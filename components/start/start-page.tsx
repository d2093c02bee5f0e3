import { CalendarCheck, Home, Share2, UserRound } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/current-user";
import { BOOKING_FEE } from "@/lib/constants";

const steps = [
  {
    icon: UserRound,
    title: "Complete your agent profile",
    text: "Your name and phone appear on every booking page and in every notice.",
    href: "/profile",
    action: "Open Agent Profile",
  },
  {
    icon: Home,
    title: "Add a property",
    text: "Set the address, showing hours and whether a resident lives there.",
    href: "/properties?add=1",
    action: "Add Property",
  },
  {
    icon: Share2,
    title: "Share the booking link",
    text: `Buyers, buyer's agents and renters book a 30-minute showing and pay ${BOOKING_FEE}. You pay nothing.`,
    href: "/properties",
    action: "See your properties",
  },
  {
    icon: CalendarCheck,
    title: "Watch showings arrive",
    text: "Tenants get their legal entry notice automatically; every notice is logged.",
    href: "/upcoming",
    action: "Upcoming showings",
  },
];

/** The start page served at /showbook and /start: first steps for a new agent. */
export async function StartPage() {
  const user = await requireUser();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Welcome to Showbook, {user.anonymousUsername}</h1>
      <p className="mt-2 text-slate-600">Four steps to your first booked showing.</p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <step.icon className="size-5 text-blue-700" aria-hidden />
                  {index + 1}. {step.title}
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <p className="text-sm text-slate-700">{step.text}</p>
                <Link href={step.href} className={buttonVariants({ variant: "outline", className: "self-start" })}>
                  {step.action}
                </Link>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
      <Link href="/overview" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Go to Dashboard
      </Link>
    </div>
  );
}
