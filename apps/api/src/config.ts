import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
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
  /** Version of the consent text stored with each lead when the client sends none. */
  CONSENT_TEXT_VERSION: z.string().min(1).default("terminos-2025-01"),
  /** Whether the chat widget is offered (/api/chat/available). */
  CHAT_AVAILABLE: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  /** Lifetime of the in-process cache of catalogue answers, in seconds. */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** `off` turns the in-process read cache of catalogue answers off (benchmarks, debugging). */
  API_READ_CACHE: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .default("on")
    .transform((value) => value === "on" || value === "true" || value === "1"),
  /** Bound of the read cache, in bytes (all encodings of every kept answer). */
  API_READ_CACHE_MAX_BYTES: positiveInt(64 * 1024 * 1024),
  /** How long this process trusts its catalogue version without reading it again, in ms. */
  CATALOGUE_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1000),
  /** Public base URL used in links the API hands out (document downloads). */
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
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
  consentTextVersion: z.string(),
  chatAvailable: z.boolean(),
  responseCacheSeconds: z.number().int().min(0),
  readCache: z.boolean(),
  readCacheMaxBytes: z.number().int().positive(),
  catalogueVersionCheckMs: z.number().int().min(0),
  publicBaseUrl: z.string().optional(),
  logRequests: z.boolean(),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

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
    consentTextVersion: e.CONSENT_TEXT_VERSION,
    chatAvailable: e.CHAT_AVAILABLE,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS,
    readCache: e.API_READ_CACHE,
    readCacheMaxBytes: e.API_READ_CACHE_MAX_BYTES,
    catalogueVersionCheckMs: e.CATALOGUE_VERSION_CHECK_MS,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    logRequests: e.LOG_REQUESTS,
    ...overrides,
  });
}
