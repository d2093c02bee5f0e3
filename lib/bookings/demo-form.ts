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

type DemoProblem = { field: keyof DemoFormValues; message: string };

const blank = (value?: string) => !value?.trim();

/** Every problem at once, in the spec's order, each with the field it is about; name, email and phone are trimmed first. */
export function demoFormProblems(values: Partial<DemoFormValues>): DemoProblem[] {
  const problems: (DemoProblem | false)[] = [
    !values.date && { field: "date", message: "Please select a showing date" },
    !values.time && { field: "time", message: "Please select a showing time" },
    blank(values.buyerName) && { field: "buyerName", message: "Please enter buyer name" },
    blank(values.buyerEmail) && { field: "buyerEmail", message: "Please enter buyer email" },
    blank(values.buyerPhone) && { field: "buyerPhone", message: "Please enter buyer phone" },
    !values.agreeToTerms && { field: "agreeToTerms", message: "Please agree to terms" },
  ];
  return problems.filter((problem) => problem !== false);
}

/** The spec's messages of demoFormProblems, in its order. */
export const demoFormErrors = (values: Partial<DemoFormValues>): string[] => demoFormProblems(values).map((problem) => problem.message);
