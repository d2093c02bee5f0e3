import { bookers, FOOTER, type EventPlan, type PlanContext } from "./context";

/** A showing took place: the bookers are asked, by e-mail, how it went. */
export function completed(ctx: PlanContext): EventPlan {
  const { booking, address, links } = ctx;
  return {
    recipients: bookers(booking),
    kind: () => "feedback_request",
    channels: () => ["email"],
    email: (_role, name) => ({
      subject: `How was your showing of ${address}?`,
      heading: "Tell the listing agent how it went",
      paragraphs: [`${ctx.hello(name)} thank you for visiting ${address}. Your feedback goes straight to the listing agent.`],
      links: [{ label: "Leave feedback", href: links.feedback ?? ctx.manageUrl }],
      footer: FOOTER,
    }),
  };
}
