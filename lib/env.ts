import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { z } from "zod";

// An empty string in the environment means "not set": it selects the default.
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A setting with a default: empty, as in .env.example, selects the default too. */
const unsetIfEmpty = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("ADMIN_EMAILS must be a comma-separated list of e-mail addresses")));

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// connection string"),
  ),
  DATABASE_POOL_SIZE: optional(
    z.coerce.number().int().min(1, "DATABASE_POOL_SIZE must be 1 to 100").max(100, "DATABASE_POOL_SIZE must be 1 to 100"),
  ),
  AUTH_SECRET: optional(z.string().min(32, "AUTH_SECRET must be at least 32 characters")),
  APP_URL: z.url("APP_URL must be an absolute URL").default("http://localhost:3000"),
  ADMIN_EMAILS: z.preprocess((value) => value ?? "", emailList),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "STRIPE_WEBHOOK_SECRET must start with whsec_")),
  STRIPE_API_URL: optional(z.url("STRIPE_API_URL must be an absolute URL")),
  /** `mock` grants bookings, credit packs and subscriptions without a charge; see paymentsProblem. */
  PAYMENTS_MODE: optional(z.enum(["stripe", "mock"], "PAYMENTS_MODE must be stripe or mock")),
  /** Set by Next while `next build` runs, which takes no payments. */
  NEXT_PHASE: optional(z.string()),
  RESEND_API_KEY: optional(z.string().min(1)),
  RESEND_API_URL: optional(z.url("RESEND_API_URL must be an absolute URL")),
  RESEND_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "RESEND_WEBHOOK_SECRET must start with whsec_")),
  EMAIL_FROM: z.string().default("Showbook <notices@showbook.local>"),
  TWILIO_ACCOUNT_SID: optional(z.string().startsWith("AC", "TWILIO_ACCOUNT_SID must start with AC")),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
  TWILIO_FROM_NUMBER: optional(z.string().regex(/^\+\d{8,15}$/, "TWILIO_FROM_NUMBER must be in E.164 form")),
  TWILIO_API_URL: optional(z.url("TWILIO_API_URL must be an absolute URL")),
  LOB_API_KEY: optional(z.string().min(1)),
  LOB_WEBHOOK_SECRET: optional(z.string().min(1)),
  LOB_API_URL: optional(z.url("LOB_API_URL must be an absolute URL")),
  IMAGE_API_URL: optional(z.url("IMAGE_API_URL must be an absolute URL")),
  IMAGE_API_KEY: optional(z.string().min(1)),
  IMAGE_PROVIDER: z.enum(["preview", "sdwebui", "openai"], "IMAGE_PROVIDER must be preview, sdwebui or openai").default("preview"),
  IMAGE_MODEL: z.string().default("dall-e-2"),
  IMAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  IMAGE_SD_CHECKPOINTS: z.string().default(""),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1000).default(5),
  CREDIT_PACK_CREDITS: z.coerce.number().int().min(1).max(1000).default(10),
  CREDIT_PACK_PRICE_CENTS: z.coerce.number().int().min(50).max(100_000).default(500),
  STRIPE_SUBSCRIPTION_PRICE_ID: optional(z.string().startsWith("price_", "STRIPE_SUBSCRIPTION_PRICE_ID must start with price_")),
  STRIPE_BILLING_WEBHOOK_SECRET: optional(
    z.string().startsWith("whsec_", "STRIPE_BILLING_WEBHOOK_SECRET must start with whsec_"),
  ),
  /** The launcher's data folder (embedded database, secrets); files go under it unless STORAGE_DIR is set. */
  SHOWBOOK_DATA_DIR: z.string().default(".data"),
  STORAGE_DIR: optional(z.string().min(1)),
  S3_ENDPOINT: optional(z.url("S3_ENDPOINT must be an absolute URL")),
  S3_BUCKET: optional(z.string().min(1)),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  LLM_BASE_URL: optional(z.url("LLM_BASE_URL must be an absolute URL")),
  LLM_API_KEY: optional(z.string().min(1)),
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  /** How long the model may take to start answering, and between two pieces of its answer. */
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  CREATE_ACCESS_CODE_HASH: optional(z.string().min(1)),
  ORACLE_ACCESS_CODE_HASH: optional(z.string().min(1)),
  // Proxies (load balancer, CDN) whose X-Forwarded-For is believed; none by default.
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], "TRUSTED_PROXIES must be a comma-separated list of IP addresses"))),
  /** Lets connected calendars live on private, loopback or link-local addresses (tests, an office network). */
  CALENDAR_FETCH_ALLOW_PRIVATE: z
    .enum(["true", "false"], "CALENDAR_FETCH_ALLOW_PRIVATE must be true or false")
    .default("false")
    .transform((value) => value === "true"),
  /** Web processes `npm start` runs behind its port; unset, one per core (scripts/launch.ts). */
  WEB_CONCURRENCY: optional(
    z.coerce
      .number("WEB_CONCURRENCY must be a whole number from 1 to 64")
      .int("WEB_CONCURRENCY must be a whole number from 1 to 64")
      .min(1, "WEB_CONCURRENCY must be a whole number from 1 to 64")
      .max(64, "WEB_CONCURRENCY must be a whole number from 1 to 64"),
  ),
  /**
   * At SIGTERM a web process keeps serving this long with its readiness failing, so a load
   * balancer takes it out before it stops accepting: at least the balancer's check interval
   * times its fall count. 0 (the default) for a single host with no balancer.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number("SHUTDOWN_DRAIN_SECONDS must be a number of seconds from 0 to 120")
    .min(0, "SHUTDOWN_DRAIN_SECONDS must be a number of seconds from 0 to 120")
    .max(120, "SHUTDOWN_DRAIN_SECONDS must be a number of seconds from 0 to 120")
    .default(0),
  /** From SIGTERM, the most a web process or the job worker takes to finish its requests or jobs and exit. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number("SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds from 1 to 600")
    .min(1, "SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds from 1 to 600")
    .max(600, "SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds from 1 to 600")
    .default(30),
  /** Where Prometheus scrapes the metrics (lib/observability/metrics-server.ts); 0 serves none. */
  METRICS_PORT: unsetIfEmpty(
    z.coerce
      .number("METRICS_PORT must be a port number (1 to 65535), or 0 for no metrics")
      .int("METRICS_PORT must be a port number (1 to 65535), or 0 for no metrics")
      .min(0, "METRICS_PORT must be a port number (1 to 65535), or 0 for no metrics")
      .max(65535, "METRICS_PORT must be a port number (1 to 65535), or 0 for no metrics")
      .default(9464),
  ),
  /** The metrics server's address: the loopback, never the public interface, unless asked (a container). */
  METRICS_HOST: unsetIfEmpty(z.union([z.ipv4(), z.ipv6(), z.literal("localhost")], "METRICS_HOST must be an IP address").default("127.0.0.1")),
  LOG_LEVEL: unsetIfEmpty(
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent")
      .default("info"),
  ),
  /** Traces go over OTLP/HTTP to this collector when set (lib/observability/tracing.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute http(s) URL" })),
  OTEL_SERVICE_NAME: unsetIfEmpty(z.string().default("showbook")),
  JOBS_IN_PROCESS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
})
  .refine((value) => value.IMAGE_PROVIDER === "preview" || value.IMAGE_API_URL, {
    message: "IMAGE_API_URL is required when IMAGE_PROVIDER is sdwebui or openai",
    path: ["IMAGE_API_URL"],
  })
  .superRefine((value, context) => {
    const problem = paymentsProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["PAYMENTS_MODE"] });
  });

type PaymentsSettings = { NODE_ENV: string; NEXT_PHASE?: string; PAYMENTS_MODE?: "stripe" | "mock"; STRIPE_SECRET_KEY?: string };

/**
 * Without a Stripe key every payment is mocked: bookings are confirmed and credits granted
 * for free. That is the zero-set-up default only in development; anywhere else it must be
 * asked for by name (PAYMENTS_MODE=mock, as `setup-and-start` and the tests do).
 */
function paymentsProblem({ NODE_ENV, NEXT_PHASE, PAYMENTS_MODE, STRIPE_SECRET_KEY }: PaymentsSettings): string | null {
  if (PAYMENTS_MODE === "mock" && STRIPE_SECRET_KEY) {
    return "PAYMENTS_MODE=mock would ignore STRIPE_SECRET_KEY: unset one of them";
  }
  if (PAYMENTS_MODE === "stripe" && !STRIPE_SECRET_KEY) {
    return "PAYMENTS_MODE=stripe needs STRIPE_SECRET_KEY (with NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET)";
  }
  if (!PAYMENTS_MODE && !STRIPE_SECRET_KEY && NODE_ENV !== "development" && NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    return (
      "payments are not configured: set STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET " +
      "to take card payments, or PAYMENTS_MODE=mock to confirm bookings and grant credits without a charge (demos and tests only)"
    );
  }
  return null;
}

export const clientEnvSchema = z.object({
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional(
    z.string().startsWith("pk_", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must start with pk_"),
  ),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optional(z.string().min(1)),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;
export type ClientEnv = z.infer<typeof clientEnvSchema>;

function parseOrExplain<T extends z.ZodTypeAny>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return result.data;
}

export const parseServerEnv = (source: Record<string, string | undefined>): ServerEnv =>
  parseOrExplain(serverEnvSchema, source);

export const parseClientEnv = (source: Record<string, string | undefined>): ClientEnv =>
  parseOrExplain(clientEnvSchema, source);

let cached: ServerEnv | undefined;

/** The validated server environment, parsed once on first use. */
export function env(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

// NEXT_PUBLIC_ variables must be read by their literal names to be inlined in client bundles.
export const clientEnv: ClientEnv = parseClientEnv({
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
});

export function isAdminEmail(email: string): boolean {
  return env().ADMIN_EMAILS.includes(email.toLowerCase());
}
