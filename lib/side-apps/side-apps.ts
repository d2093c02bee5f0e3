import { SIDE_APP_COOKIES } from "@/lib/auth/side-app-cookies";

export type SideApp = "create" | "oracle";

type SideAppDefinition = {
  title: string;
  path: string;
  cookie: (typeof SIDE_APP_COOKIES)[number];
  /** Where a signed-in person without access is sent (spec §2). */
  deniedRedirect: string;
};

export const SIDE_APPS: Record<SideApp, SideAppDefinition> = {
  create: { title: "Image Studio", path: "/create", cookie: "showbook_create_access", deniedRedirect: "/about" },
  oracle: { title: "Oracle", path: "/oracle", cookie: "showbook_oracle_access", deniedRedirect: "/" },
};

export const GATE_MESSAGES = {
  empty: "Please enter a password",
  wrong: "Incorrect password. Please contact support for access.",
  closed: "This app is not open yet. Please contact support for access.",
} as const;

/** The spec's "about half a second": every answer of the gate takes at least this long. */
export const GATE_DELAY_MS = 500;
