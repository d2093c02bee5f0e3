/** The demo booking form: its fields and the spec's six messages, shown together. */
export type DemoFormValues = {
  date: string;
  time: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  buyerAgentName: string;
  buyerAgentPhone: string;
  agreeToTerms: boolean;
  recipientName: string;
  demoRecipientPhone: string;
  demoRecipientEmail: string;
  mailingAddress: string;
  mailingCity: string;
  mailingState: string;
  mailingZip: string;
};

export const emptyDemoForm: DemoFormValues = {
  date: "",
  time: "",
  buyerName: "",
  buyerEmail: "",
  buyerPhone: "",
  buyerAgentName: "",
  buyerAgentPhone: "",
  agreeToTerms: false,
  recipientName: "",
  demoRecipientPhone: "",
  demoRecipientEmail: "",
  mailingAddress: "",
  mailingCity: "",
  mailingState: "CA",
  mailingZip: "",
};

/** Every problem at once, in the spec's order; name, email and phone are trimmed first. */
export function demoFormErrors(values: Partial<DemoFormValues>): string[] {
  const errors: string[] = [];
  if (!values.date) errors.push("Please select a showing date");
  if (!values.time) errors.push("Please select a showing time");
  if (!values.buyerName?.trim()) errors.push("Please enter buyer name");
  if (!values.buyerEmail?.trim()) errors.push("Please enter buyer email");
  if (!values.buyerPhone?.trim()) errors.push("Please enter buyer phone");
  if (!values.agreeToTerms) errors.push("Please agree to terms");
  return errors;
}
