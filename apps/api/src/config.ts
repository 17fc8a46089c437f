import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { passwordFormProblem, STAFF_ACCOUNT_MESSAGES } from "@qs/domain/staff-password";
import { SITE_SERVICE_TOKEN_MIN_LENGTH } from "@qs/visitor-address/site-service";
import { z } from "zod";

/**
 * The only module that reads the environment. Every setting is validated here
 * and handed to `createServer` as a plain object, so tests build a config
 * without touching `process.env`.
 */

/** The package root: `apps/api` (from src/ in development, from dist/ when built). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const DEFAULT_SHARED_LINK_HOSTS = [
  "localhost",
  "127.0.0.1",
  "queseguro.com",
  "www.queseguro.com",
  "queplan.cl",
  "www.queplan.cl",
  "queplan.pe",
  "www.queplan.pe",
  "internationalhealth.com",
  "www.internationalhealth.com",
];

const list = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === ""
        ? fallback
        : value
            .split(",")
            .map((entry) => entry.trim())
            .filter((entry) => entry.length > 0),
    );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((value) => value === "true" || value === "1");

/** The four markets' codes, the keys of the per-country public addresses. */
export const PUBLIC_URL_COUNTRIES = ["CO", "CL", "PE", "INT"] as const;
export type PublicUrlCountry = (typeof PUBLIC_URL_COUNTRIES)[number];

/** Where each site listens on a developer's machine (`npm start`). */
const DEVELOPMENT_SITE_URLS: Record<PublicUrlCountry, string> = {
  CO: "http://localhost:5173",
  CL: "http://localhost:5174",
  PE: "http://localhost:5175",
  INT: "http://localhost:5176",
};

/** `CO=https://www.queseguro.com,CL=https://www.queplan.cl,...`: each country's public site address. */
const siteUrls = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const urls: Partial<Record<PublicUrlCountry, string>> = {};
    if (value === undefined || value.trim() === "") return urls;
    for (const entry of value.split(",")) {
      const [code, url] = entry.split("=").map((part) => part.trim());
      const country = PUBLIC_URL_COUNTRIES.find((c) => c === code?.toUpperCase());
      if (!country || !url || !z.url({ protocol: /^https?$/ }).safeParse(url).success) {
        ctx.addIssue({ code: "custom", message: `expected CODE=https://address, got "${entry}"` });
        return z.NEVER;
      }
      urls[country] = url.replace(/\/$/, "");
    }
    return urls;
  });

/** Three delays in ms, comma-separated (`3600000,86400000,259200000`); 0 sends at once. */
const msList = (fallback: number[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return fallback;
      const delays = value.split(",").map((entry) => Number(entry.trim()));
      if (delays.length !== 3 || delays.some((ms) => !Number.isInteger(ms) || ms < 0)) {
        ctx.addIssue({ code: "custom", message: `expected three delays in ms, got "${value}"` });
        return z.NEVER;
      }
      return delays;
    });

/** Tokens of the back office: at least 32 visible characters, no ':' or ';' (the separators). */
const STAFF_TOKEN = /^[\x21-\x39\x3c-\x7e]{32,200}$/;

/**
 * `ROLE:email:token;ROLE:email:token:CO,CL`: each member of staff with their role (one of
 * `@qs/domain/staff-access`, checked where the roles are known), bearer token and, when
 * given, the countries (CO, CL, PE, INT) they may work; without a list, their role's.
 */
const staffTokens = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const members: Array<{ role: string; email: string; token: string; countries?: string[] }> = [];
    if (value === undefined || value.trim() === "") return members;
    for (const entry of value.split(";").filter((part) => part.trim() !== "")) {
      const [role, email, token, countryList, ...rest] = entry
        .split(":")
        .map((part) => part.trim());
      const countries = countryList
        ?.split(",")
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code !== "");
      if (
        !role ||
        !email ||
        !token ||
        rest.length > 0 ||
        !z.email().safeParse(email).success ||
        !STAFF_TOKEN.test(token) ||
        (countries !== undefined &&
          (countries.length === 0 ||
            countries.some((code) => !PUBLIC_URL_COUNTRIES.some((known) => known === code))))
      ) {
        ctx.addIssue({
          code: "custom",
          message:
            "expected ROLE:email:token or ROLE:email:token:CO,CL entries (token: 32 or more visible characters; countries among CO, CL, PE, INT)",
        });
        return z.NEVER;
      }
      members.push({
        role: role.toUpperCase(),
        email: email.toLowerCase(),
        token,
        ...(countries ? { countries: [...new Set(countries)] } : {}),
      });
    }
    return members;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Loopback unless told: a developer's API is not reachable from the network by default. */
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).optional(),
  /** Comma-separated origins; empty means any http://localhost:* or http://127.0.0.1:* origin. */
  CORS_ORIGINS: list([]),
  DOWNLOAD_LINKS_PER_DAY: positiveInt(5),
  DOWNLOAD_LINK_TTL_HOURS: positiveInt(24),
  ROBOT_MAX_REQUESTS: positiveInt(120),
  ROBOT_WINDOW_SECONDS: positiveInt(60),
  SHARED_LINK_HOSTS: list(DEFAULT_SHARED_LINK_HOSTS),
  /** Deployed version answered by /api/qp-version. */
  QP_VERSION: z.string().min(1).default("1.0.0"),
  /** Whether the chat widget is offered (/api/chat/available). */
  CHAT_AVAILABLE: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  /** How often a chat event stream looks for new messages in the database, in ms. */
  CHAT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Chat event streams one process holds open at once; past it a new one answers 429. */
  CHAT_STREAMS_PER_PROCESS: positiveInt(2000),
  /** Lifetime of the in-process cache of catalogue answers, in seconds. */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** `off` turns the in-process read cache of catalogue answers off (benchmarks, debugging). */
  API_READ_CACHE: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .default("on")
    .transform((value) => value === "on" || value === "true" || value === "1"),
  /** Bound of the read cache, in bytes (all encodings of every kept answer). */
  API_READ_CACHE_MAX_BYTES: positiveInt(64 * 1024 * 1024),
  /**
   * Bound of the price memory (price tables, offers, coverages and ordered lists kept per
   * catalogue version for the household sorts), in bytes; 0 turns it off.
   */
  PRICE_MEMORY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(96 * 1024 * 1024),
  /** How long this process trusts its catalogue version without reading it again, in ms. */
  CATALOGUE_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1000),
  /** `production` requires the public addresses and the challenge key below. */
  NODE_ENV: z.string().optional(),
  /** The API's public address, the base of links to its files written in e-mails. */
  PUBLIC_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Each country's public site address, the base of links to site pages written in e-mails. */
  PUBLIC_SITE_URLS: siteUrls,
  /** The back office's public address, the base of the password reset links sent to staff. */
  PUBLIC_BACK_OFFICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDR ranges
   * (`10.0.0.0/8`), or `loopback`. Unset: the socket's address is the client.
   */
  TRUST_PROXY: list([]),
  /**
   * The site service credential (@qs/visitor-address): with it, a site server's call names
   * the visitor it renders for (X-Visitor-Address), and that visitor is the client counted.
   * The same value on every site server; required in production (without it every page
   * rendered counts against the site server's own address). Unset: no request can name
   * another address.
   */
  SITE_SERVICE_TOKEN: z.string().min(SITE_SERVICE_TOKEN_MIN_LENGTH).optional(),
  /** Per client and hour: leads (plan and additional insurance requests). */
  LEADS_PER_CLIENT_PER_HOUR: positiveInt(20),
  /** Per client and hour: contact requests. */
  CONTACTS_PER_CLIENT_PER_HOUR: positiveInt(10),
  /** Per client and hour: feedback writes. */
  FEEDBACKS_PER_CLIENT_PER_HOUR: positiveInt(20),
  /** Per client and hour: shared and short links. */
  SHARED_LINKS_PER_CLIENT_PER_HOUR: positiveInt(60),
  /** Per client and day: document download links (besides the per-e-mail limit). */
  DOWNLOAD_LINKS_PER_CLIENT_PER_DAY: positiveInt(30),
  /** Per client and hour: privacy requests (see, export, delete) and consents. */
  PRIVACY_REQUESTS_PER_CLIENT_PER_HOUR: positiveInt(60),
  /** Per client and hour: staff sign-ins and password changes (each one hashes a password). */
  STAFF_SIGN_INS_PER_CLIENT_PER_HOUR: positiveInt(60),
  /** Per client and hour: quote PDFs (each one prices its plans and builds a document). */
  QUOTES_PER_CLIENT_PER_HOUR: positiveInt(30),
  /**
   * Per client and hour: referral advisor lookups by e-mail. A visitor types one advisor's
   * address, perhaps a few times; the bound keeps anyone from testing lists of addresses.
   */
  REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR: positiveInt(30),
  /** Per client and minute, in each process: price calculations (one product or a batch). */
  PRICING_PER_CLIENT_PER_MINUTE: positiveInt(120),
  /** Per client and minute, in each process: listings sorted by the household's price or yearly cost. */
  PRICE_SORTS_PER_CLIENT_PER_MINUTE: positiveInt(60),
  /** Per client and minute, in each process: purchase step saves (each reprices the draft). */
  PURCHASE_STEPS_PER_CLIENT_PER_MINUTE: positiveInt(60),
  /** Per client and minute, in each process: a chat conversation's read and close. */
  CHAT_ACTIONS_PER_CLIENT_PER_MINUTE: positiveInt(120),
  /** Per client and minute, in each process: profile form evaluations. */
  PROFILE_FORM_PER_CLIENT_PER_MINUTE: positiveInt(60),
  /** Bound of the in-process robot counter and its not-flagged cache (entries). */
  COUNTER_MAX_ENTRIES: positiveInt(100_000),
  /** HMAC key of the proof-of-work challenges (ALTCHA); required in production. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** Work of one challenge: the largest number the browser may have to try. */
  ALTCHA_MAX_NUMBER: positiveInt(100_000),
  /** PostgreSQL: longest wait for a connection, and longest statement, in ms. */
  DB_CONNECT_TIMEOUT_MS: positiveInt(5000),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  /** How often the retention job runs, in minutes (0: never, for tests). */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  /**
   * Days kept: sent mail, expired download links, robot flags, unconfirmed purchase drafts,
   * and chat conversations after their last message (closed or left idle).
   */
  MAIL_RETENTION_DAYS: positiveInt(30),
  DOWNLOAD_LINK_RETENTION_DAYS: positiveInt(7),
  ROBOT_FLAG_RETENTION_DAYS: positiveInt(7),
  DRAFT_RETENTION_DAYS: positiveInt(30),
  /** Days a row of the staff audit (who read or changed what) is kept. */
  AUDIT_RETENTION_DAYS: positiveInt(365),
  CHAT_RETENTION_DAYS: positiveInt(90),
  /** The built-in sandbox payment provider (hosted test page); off by default in production. */
  PAYMENT_SANDBOX: z.enum(["true", "false", "1", "0"]).optional(),
  /** HMAC-SHA256 key of the payment providers' notifications; required in production. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * Key that encrypts what the database keeps of visitors' tokens (idempotent answers, queued
   * e-mails); required in production.
   */
  TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
  /**
   * Where queued e-mails are delivered as .eml files (a mail server's pickup directory, or a
   * developer's inbox). Outside production `<DATA_DIR>.mail` unless told; in production unset
   * means no transport: messages stay queued, sealed, until the retention removes them.
   */
  MAIL_PICKUP_DIR: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value)),
  /**
   * The mail server queued e-mails go to (`smtp://user:pass@host:587`, or `smtps://` for TLS
   * from the start); when set it takes the place of the pickup directory.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()))
    .refine((value) => value === undefined || /^smtps?:\/\/[^\s]+$/.test(value), {
      message: "expected smtp://host:port or smtps://host:port, with user:password@ if needed",
    }),
  /** The sender of every e-mail: `Name <address>`. */
  MAIL_FROM: z.string().trim().min(3).max(200).default("QueSeguro <no-responder@queseguro.com>"),
  /** `ROLE:email:token;ROLE:email:token:CO,CL`: the back office's machines (bearer tokens). */
  STAFF_TOKENS: staffTokens,
  /**
   * The demo's password: when set, one member of staff per role is created at start
   * (`<role>@demo.queseguro.local`) with it. Refused in production.
   */
  DEMO_STAFF_PASSWORD: z
    .string()
    .optional()
    .refine((value) => value === undefined || passwordFormProblem(value) === null, {
      message: STAFF_ACCOUNT_MESSAGES.INVALID_PASSWORD_FORM,
    }),
  /**
   * The demo's authenticator key (base32): with DEMO_STAFF_PASSWORD, the demo's ADMINISTRADOR
   * and GERENTE sign in with codes of this key (add it to an app, or run
   * `pnpm --filter @qs/api run demo:code`). Without it they set one up at their first sign-in.
   * Refused in production.
   */
  DEMO_STAFF_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,64}$/, "DEMO_STAFF_TOTP_SECRET is a base32 key (A-Z, 2-7, 16 to 64)")
    .optional(),
  /** How often the purchase jobs (reminders, abandonment, overdue periods) run, in ms; 0 never. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Idle time before each resume reminder (retomar_contratacion_1..3), in ms. */
  RESUME_REMINDER_DELAYS_MS: msList([3_600_000, 86_400_000, 259_200_000]),
  /** Idle time after which a purchase left at the payment step fails as abandoned, in ms. */
  ABANDON_AFTER_MS: positiveInt(7 * 24 * 60 * 60 * 1000),
  /** Days a purchase draft (and its link) stays open after the buyer's last save. */
  PURCHASE_DRAFT_DAYS: positiveInt(30),
  /** Per client and hour: purchases started, employee lists uploaded and payments started. */
  PURCHASES_PER_CLIENT_PER_HOUR: positiveInt(60),
  /** SIGTERM: longest wait for in-flight requests before closing, in ms (under 10 s). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(9000).default(8000),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_REQUESTS: flag("false"),
});

export const configSchema = z.object({
  port: z.number().int(),
  host: z.string(),
  databaseUrl: z.string().optional(),
  dataDir: z.string(),
  corsOrigins: z.array(z.string()),
  downloadLinksPerDay: z.number().int().positive(),
  downloadLinkTtlHours: z.number().int().positive(),
  robotMaxRequests: z.number().int().positive(),
  robotWindowSeconds: z.number().int().positive(),
  sharedLinkHosts: z.array(z.string()),
  qpVersion: z.string(),
  chatAvailable: z.boolean(),
  chatPollMs: z.number().int().positive(),
  chatStreamsPerProcess: z.number().int().positive(),
  responseCacheSeconds: z.number().int().min(0),
  readCache: z.boolean(),
  readCacheMaxBytes: z.number().int().positive(),
  priceMemoryMaxBytes: z.number().int().min(0),
  catalogueVersionCheckMs: z.number().int().min(0),
  production: z.boolean(),
  publicApiUrl: z.string(),
  publicSiteUrls: z.record(z.enum(PUBLIC_URL_COUNTRIES), z.string()),
  /** The back office's public address (PUBLIC_BACK_OFFICE_URL; `npm start`'s on a developer's machine). */
  publicBackOfficeUrl: z.string(),
  trustProxy: z.array(z.string()),
  siteServiceToken: z.string().optional(),
  rateLimits: z.object({
    leadsPerHour: z.number().int().positive(),
    contactsPerHour: z.number().int().positive(),
    feedbacksPerHour: z.number().int().positive(),
    sharedLinksPerHour: z.number().int().positive(),
    downloadLinksPerDay: z.number().int().positive(),
    privacyRequestsPerHour: z.number().int().positive(),
    staffSignInsPerHour: z.number().int().positive(),
    quotesPerHour: z.number().int().positive(),
    purchasesPerHour: z.number().int().positive(),
    referralLookupsPerHour: z.number().int().positive(),
  }),
  workLimits: z.object({
    pricingPerMinute: z.number().int().positive(),
    priceSortsPerMinute: z.number().int().positive(),
    purchaseStepsPerMinute: z.number().int().positive(),
    chatActionsPerMinute: z.number().int().positive(),
    profileFormPerMinute: z.number().int().positive(),
  }),
  counterMaxEntries: z.number().int().positive(),
  altchaHmacKey: z.string().min(32),
  altchaMaxNumber: z.number().int().positive(),
  dbConnectTimeoutMs: z.number().int().positive(),
  dbStatementTimeoutMs: z.number().int().positive(),
  retentionIntervalMinutes: z.number().int().min(0),
  retentionDays: z.object({
    mail: z.number().int().positive(),
    downloadLinks: z.number().int().positive(),
    robotFlags: z.number().int().positive(),
    drafts: z.number().int().positive(),
    audit: z.number().int().positive(),
    chat: z.number().int().positive(),
  }),
  paymentSandbox: z.boolean(),
  paymentWebhookSecret: z.string().min(32),
  tokenEncryptionKey: z.string().min(32),
  /** Where queued e-mails are delivered (absolute); null: no transport, nothing is sent. */
  mailPickupDir: z.string().nullable(),
  /** The mail server queued e-mails go to, before any pickup directory; null: none. */
  smtpUrl: z.string().nullable(),
  /** The demo staff's password (DEMO_STAFF_PASSWORD); null: no demo staff. */
  demoStaffPassword: z.string().nullable(),
  /** The demo's ADMINISTRADOR and GERENTE authenticator key (DEMO_STAFF_TOTP_SECRET); null: none. */
  demoStaffTotpSecret: z.string().nullable(),
  /** The sender of every e-mail. */
  mailFrom: z.string(),
  staffTokens: z.array(
    z.object({
      role: z.string(),
      email: z.string(),
      token: z.string(),
      countries: z.array(z.enum(PUBLIC_URL_COUNTRIES)).optional(),
    }),
  ),
  jobsIntervalMs: z.number().int().min(0),
  resumeReminderDelaysMs: z.array(z.number().int().min(0)),
  abandonAfterMs: z.number().int().positive(),
  purchaseDraftDays: z.number().int().positive(),
  shutdownGraceMs: z.number().int().min(0),
  logLevel: z.string(),
  logRequests: z.boolean(),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Placeholders of the keys outside production when the environment names none. They are
 * in the repository, so `main.ts` replaces them with the data directory's generated secrets
 * before serving, and production refuses them.
 */
export const DEVELOPMENT_ALTCHA_KEY = "development-only-altcha-key-not-for-production";
export const DEVELOPMENT_WEBHOOK_SECRET =
  "development-only-payment-webhook-secret-not-for-production";
export const DEVELOPMENT_TOKEN_ENCRYPTION_KEY =
  "development-only-token-encryption-key-not-for-production";

/** Whether a key is one of the repository's placeholders (or a copy of one). */
export const isPublishedSecret = (value: string | undefined) =>
  value?.includes("development-only") === true;

/** Reads and validates the settings; `env` defaults to the process environment. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production) {
    const missing = [
      ...(e.PUBLIC_API_URL ? [] : ["PUBLIC_API_URL"]),
      ...(e.PUBLIC_BACK_OFFICE_URL ? [] : ["PUBLIC_BACK_OFFICE_URL"]),
      ...PUBLIC_URL_COUNTRIES.filter((code) => !e.PUBLIC_SITE_URLS[code]).map(
        (code) => `PUBLIC_SITE_URLS (${code})`,
      ),
      ...(e.ALTCHA_HMAC_KEY ? [] : ["ALTCHA_HMAC_KEY"]),
      ...(e.PAYMENT_WEBHOOK_SECRET ? [] : ["PAYMENT_WEBHOOK_SECRET"]),
      ...(e.TOKEN_ENCRYPTION_KEY ? [] : ["TOKEN_ENCRYPTION_KEY"]),
      ...(e.SITE_SERVICE_TOKEN ? [] : ["SITE_SERVICE_TOKEN"]),
    ];
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid environment: production needs ${missing.join(", ")}; links in e-mails never come from the request's Host, and keys have no default there.`,
      );
    }
    if (e.DEMO_STAFF_PASSWORD || e.DEMO_STAFF_TOTP_SECRET) {
      throw new ConfigError(
        "Invalid environment: DEMO_STAFF_PASSWORD and DEMO_STAFF_TOTP_SECRET create the demo's staff accounts and are refused in production.",
      );
    }
    const published = [
      ...(isPublishedSecret(e.ALTCHA_HMAC_KEY) ? ["ALTCHA_HMAC_KEY"] : []),
      ...(isPublishedSecret(e.PAYMENT_WEBHOOK_SECRET) ? ["PAYMENT_WEBHOOK_SECRET"] : []),
      ...(isPublishedSecret(e.TOKEN_ENCRYPTION_KEY) ? ["TOKEN_ENCRYPTION_KEY"] : []),
    ];
    if (published.length > 0) {
      throw new ConfigError(
        `Invalid environment: ${published.join(", ")} in production is a value published in the repository; generate one (openssl rand -hex 32).`,
      );
    }
  }
  const dataDir = e.DATA_DIR
    ? isAbsolute(e.DATA_DIR)
      ? e.DATA_DIR
      : resolve(process.cwd(), e.DATA_DIR)
    : resolve(packageRoot, ".data", "pglite");
  return configSchema.parse({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    corsOrigins: e.CORS_ORIGINS,
    downloadLinksPerDay: e.DOWNLOAD_LINKS_PER_DAY,
    downloadLinkTtlHours: e.DOWNLOAD_LINK_TTL_HOURS,
    robotMaxRequests: e.ROBOT_MAX_REQUESTS,
    robotWindowSeconds: e.ROBOT_WINDOW_SECONDS,
    sharedLinkHosts: e.SHARED_LINK_HOSTS,
    qpVersion: e.QP_VERSION,
    chatAvailable: e.CHAT_AVAILABLE,
    chatPollMs: e.CHAT_POLL_MS,
    chatStreamsPerProcess: e.CHAT_STREAMS_PER_PROCESS,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS,
    readCache: e.API_READ_CACHE,
    readCacheMaxBytes: e.API_READ_CACHE_MAX_BYTES,
    priceMemoryMaxBytes: e.PRICE_MEMORY_MAX_BYTES,
    catalogueVersionCheckMs: e.CATALOGUE_VERSION_CHECK_MS,
    production,
    publicApiUrl: (e.PUBLIC_API_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    publicSiteUrls: { ...DEVELOPMENT_SITE_URLS, ...e.PUBLIC_SITE_URLS },
    publicBackOfficeUrl: (e.PUBLIC_BACK_OFFICE_URL ?? "http://localhost:5190").replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY,
    ...(e.SITE_SERVICE_TOKEN ? { siteServiceToken: e.SITE_SERVICE_TOKEN } : {}),
    rateLimits: {
      leadsPerHour: e.LEADS_PER_CLIENT_PER_HOUR,
      contactsPerHour: e.CONTACTS_PER_CLIENT_PER_HOUR,
      feedbacksPerHour: e.FEEDBACKS_PER_CLIENT_PER_HOUR,
      sharedLinksPerHour: e.SHARED_LINKS_PER_CLIENT_PER_HOUR,
      downloadLinksPerDay: e.DOWNLOAD_LINKS_PER_CLIENT_PER_DAY,
      privacyRequestsPerHour: e.PRIVACY_REQUESTS_PER_CLIENT_PER_HOUR,
      staffSignInsPerHour: e.STAFF_SIGN_INS_PER_CLIENT_PER_HOUR,
      quotesPerHour: e.QUOTES_PER_CLIENT_PER_HOUR,
      purchasesPerHour: e.PURCHASES_PER_CLIENT_PER_HOUR,
      referralLookupsPerHour: e.REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR,
    },
    workLimits: {
      pricingPerMinute: e.PRICING_PER_CLIENT_PER_MINUTE,
      priceSortsPerMinute: e.PRICE_SORTS_PER_CLIENT_PER_MINUTE,
      purchaseStepsPerMinute: e.PURCHASE_STEPS_PER_CLIENT_PER_MINUTE,
      chatActionsPerMinute: e.CHAT_ACTIONS_PER_CLIENT_PER_MINUTE,
      profileFormPerMinute: e.PROFILE_FORM_PER_CLIENT_PER_MINUTE,
    },
    counterMaxEntries: e.COUNTER_MAX_ENTRIES,
    // Outside production a fixed development key; production refuses to start without one.
    altchaHmacKey: e.ALTCHA_HMAC_KEY ?? DEVELOPMENT_ALTCHA_KEY,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    retentionIntervalMinutes: e.RETENTION_INTERVAL_MINUTES,
    retentionDays: {
      mail: e.MAIL_RETENTION_DAYS,
      downloadLinks: e.DOWNLOAD_LINK_RETENTION_DAYS,
      robotFlags: e.ROBOT_FLAG_RETENTION_DAYS,
      drafts: e.DRAFT_RETENTION_DAYS,
      audit: e.AUDIT_RETENTION_DAYS,
      chat: e.CHAT_RETENTION_DAYS,
    },
    // The sandbox takes payments nobody makes: production turns it on only when told to.
    paymentSandbox:
      e.PAYMENT_SANDBOX === undefined
        ? !production
        : e.PAYMENT_SANDBOX === "true" || e.PAYMENT_SANDBOX === "1",
    // Outside production a placeholder the server's start replaces with the data directory's
    // own secret (dev-secrets.ts); production refuses to start without one.
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
    // The same: replaced by the data directory's own key at start, required in production.
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ?? DEVELOPMENT_TOKEN_ENCRYPTION_KEY,
    mailPickupDir: e.MAIL_PICKUP_DIR
      ? isAbsolute(e.MAIL_PICKUP_DIR)
        ? e.MAIL_PICKUP_DIR
        : resolve(process.cwd(), e.MAIL_PICKUP_DIR)
      : production
        ? null
        : `${dataDir}.mail`,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    demoStaffPassword: e.DEMO_STAFF_PASSWORD ?? null,
    demoStaffTotpSecret: e.DEMO_STAFF_TOTP_SECRET ?? null,
    staffTokens: e.STAFF_TOKENS,
    jobsIntervalMs: e.JOBS_INTERVAL_MS,
    resumeReminderDelaysMs: e.RESUME_REMINDER_DELAYS_MS,
    abandonAfterMs: e.ABANDON_AFTER_MS,
    purchaseDraftDays: e.PURCHASE_DRAFT_DAYS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    ...overrides,
  });
}

/**
 * API_PROCESSES: how many processes serve the API (default 1). Several need PostgreSQL
 * (DATABASE_URL): PGlite is a database inside one process.
 */
export function apiProcesses(
  databaseUrl: string | undefined,
  value: string | undefined = process.env.API_PROCESSES,
): number {
  if (value === undefined || value.trim() === "") return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`API_PROCESSES must be a whole number from 1 to 64, not "${value}"`);
  }
  if (count > 1 && !databaseUrl) {
    throw new Error(
      "API_PROCESSES above 1 needs DATABASE_URL: the embedded database (PGlite) serves one process",
    );
  }
  return count;
}
