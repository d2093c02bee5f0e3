import "server-only";
import { passwordWeakness } from "./password-strength";
import { PASSWORD_MIN, registerFormSchema } from "./schemas";

const passwordLongEnough = (value: unknown) => {
  const password = (value as { password?: unknown } | null)?.password;
  return typeof password === "string" && password.length >= PASSWORD_MIN && password.length <= 256;
};

/** Registration as the server takes it: the form's fields, and a password that resists guessing. */
export const registerSchema = registerFormSchema.superRefine(
  ({ email, password }, context) => {
    // The e-mail may itself be invalid here (see `when`): it only feeds the guessing check.
    const address = typeof email === "string" ? email : "";
    const weakness = passwordWeakness(password, [address, address.split("@")[0]]);
    if (weakness) context.addIssue({ code: "custom", path: ["password"], message: weakness });
  },
  // Judged whenever the password itself is long enough, even while another field is wrong, so
  // one submit reports every field's problems instead of the password's coming one later.
  { when: ({ value }) => passwordLongEnough(value) },
);
