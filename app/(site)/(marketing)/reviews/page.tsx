import { Star } from "lucide-react";
import { CtaBand } from "@/components/marketing/cta-band";
import { HeadlineStats } from "@/components/marketing/headline-stats";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Section } from "@/components/marketing/section";
import { APP_NAME } from "@/lib/constants";
import { cn } from "@/lib/utils";

export const metadata = pageMetadata({
  title: "Reviews",
  description: `What listing agents and property managers say about ${APP_NAME}: a 4.9 average rating from 500+ agents, 95% tenant satisfaction and 100% notice compliance.`,
  path: "/reviews",
});

type Review = {
  name: string;
  role: string;
  city: string;
  rating: number;
  text: string;
};

const reviews: Review[] = [
  {
    name: "Maria Gonzalez",
    role: "Listing Agent",
    city: "Los Angeles, CA",
    rating: 5,
    text: "I used to spend my evenings texting tenants and buyers back and forth to find a time. Now I send one link and the showings just appear on my calendar, with the tenant already notified.",
  },
  {
    name: "David Chen",
    role: "Property Manager",
    city: "San Francisco, CA",
    rating: 5,
    text: "We manage about two hundred occupied units. Having a compliance record for every showing — when the notice went out, by which channel, how many hours ahead — has ended the arguments about whether a tenant was told.",
  },
  {
    name: "Jennifer Walsh",
    role: "Broker Associate",
    city: "San Diego, CA",
    rating: 5,
    text: "The flat booking fee was the part I was unsure about. It turned out to be the best feature: no-shows dropped to almost nothing, and serious buyers don't mind it at all.",
  },
  {
    name: "Marcus Thompson",
    role: "Leasing Agent",
    city: "Oakland, CA",
    rating: 5,
    text: "Renters book from the QR code on the sign before they've even left the block. I filled a two-bedroom in six days without answering a single scheduling call.",
  },
  {
    name: "Priya Patel",
    role: "Listing Agent",
    city: "San Jose, CA",
    rating: 5,
    text: "My tenants actually thanked me. They get an email and a text with the date and time right away, and a letter in the mail. Nobody is surprised by a knock on the door anymore.",
  },
  {
    name: "Robert Kim",
    role: "Listing Agent",
    city: "Irvine, CA",
    rating: 4,
    text: "I listed a rental condo while the tenant was still living there, and the owner wanted everything done by the book. Showbook made the notices painless. I'd love a few more reporting options, but it did exactly what I needed.",
  },
  {
    name: "Angela Rivera",
    role: "Property Manager",
    city: "Sacramento, CA",
    rating: 5,
    text: "The buffer between showings is a small thing that makes a big difference. I'm never racing across town, and two parties never overlap in a unit.",
  },
  {
    name: "Thomas Nguyen",
    role: "Buyer's Agent",
    city: "Fresno, CA",
    rating: 5,
    text: "I book showings for my clients on other agents' Showbook listings all the time. It takes thirty seconds and I get a calendar invite immediately. I wish every listing worked this way.",
  },
  {
    name: "Sarah Goldberg",
    role: "Listing Agent",
    city: "Santa Monica, CA",
    rating: 5,
    text: "A tenant once claimed she never received notice. I pulled up the record showing the email and SMS delivered thirty hours before the showing and the mailed letter. The complaint went nowhere.",
  },
  {
    name: "Kevin O'Brien",
    role: "Team Lead",
    city: "Pasadena, CA",
    rating: 5,
    text: "I rolled Showbook out to our team of eight agents. It's free for us, the setup took an afternoon, and every listing now has the same professional booking page.",
  },
  {
    name: "Lisa Park",
    role: "Leasing Manager",
    city: "Long Beach, CA",
    rating: 5,
    text: "We show a lot of units in buildings with long-term residents. Notices that go out on their own, in writing, every time, have made our residents much more cooperative about showings.",
  },
  {
    name: "James Washington",
    role: "Listing Agent",
    city: "Berkeley, CA",
    rating: 5,
    text: "The conversion stats are eye-opening. I can see which listings get viewed but not booked and adjust the price or photos before the listing goes stale.",
  },
  {
    name: "Elena Petrova",
    role: "Property Manager",
    city: "Santa Barbara, CA",
    rating: 5,
    text: "Support answered my question the same morning, with a real answer. The compliance records alone are worth switching for.",
  },
  {
    name: "Carlos Mendoza",
    role: "Broker",
    city: "Riverside, CA",
    rating: 5,
    text: "As a broker I care about liability. Showbook gives my agents a documented, consistent notice process on every occupied listing, and I can see it's being followed.",
  },
  {
    name: "Rachel Foster",
    role: "Listing Agent",
    city: "Walnut Creek, CA",
    rating: 5,
    text: "Weekend-only schedule for my open-house crowd, business hours for the occupied units — each property follows its own rules and the booking page never offers a slot I can't make.",
  },
];

function Rating({ value }: { value: number }) {
  return (
    <div className="flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={cn("size-4", index < value ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200")}
        />
      ))}
    </div>
  );
}

export default function ReviewsPage() {
  return (
    <>
      <PageHero
        eyebrow="Reviews"
        title="What agents say about Showbook"
        description={
          <p>
            Listing agents, property managers, brokers and owners across California use {APP_NAME} to book showings and
            handle tenant notices. Here is what some of them told us.
          </p>
        }
      />

      <Section id="stats" title="By the numbers">
        <HeadlineStats />
      </Section>

      <Section id="agent-reviews" tone="slate" title="Agent reviews">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <article
              key={review.name}
              aria-label={`Review by ${review.name}`}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Rating value={review.rating} />
              <blockquote className="mt-4 flex-1 text-sm leading-6 text-slate-700">
                <p>&ldquo;{review.text}&rdquo;</p>
              </blockquote>
              <footer className="mt-5 border-t border-slate-100 pt-4">
                <h3 className="font-semibold text-slate-900">{review.name}</h3>
                <p className="text-sm text-slate-600">
                  {review.role} · {review.city}
                </p>
              </footer>
            </article>
          ))}
        </div>
      </Section>

      <CtaBand
        title="Join 500+ agents on Showbook"
        description="Free for agents and property managers. Your first booking link can be live in minutes."
      />
    </>
  );
}
