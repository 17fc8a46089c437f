import { type DestinationStream, type Logger, pino } from "pino";

/**
 * The API's one logger: JSON lines on stdout (pino), at `config.logLevel`.
 *
 * Logs must never hold a visitor's personal data. Two guards keep it out:
 * - `redact` replaces the value of every field that carries it (names, e-mails, phones,
 *   identification numbers, payloads and bodies, profiles, tokens, credentials, addresses,
 *   and links or URLs, which may hold a token) with "[redactado]", at the top level and one
 *   level down;
 * - errors go through `serializeError`, which keeps what explains a fault (type, message, SQL
 *   text, SQLSTATE, constraint, table, stack frames) and drops what a database error carries
 *   about the row: query parameters (`params`), `detail` ("Key (email)=(x@y) already exists"),
 *   `where`, `hint` and quoted values inside the message.
 * Code still logs identifiers and counts, never a lead or a request body.
 */

export const REDACTED = "[redactado]";

/** Fields whose value is personal data or a credential, whatever object they sit in. */
const PERSONAL_FIELDS = [
  "email",
  "nombre",
  "name",
  "apellido",
  "telefono",
  "phone",
  "rut",
  "rutsolicitud",
  "documento",
  "payload",
  "body",
  "data",
  "decodedProfile",
  "profile",
  "perfil",
  "toAddress",
  "accessToken",
  "editToken",
  "leadToken",
  "token",
  "session",
  "sealedBody",
  "url",
  "link",
  "redirectUrl",
  "returnUrl",
  "password",
  "params",
  "detail",
];

/**
 * Request headers that carry credentials or the client's addresses; an Idempotency-Key, with
 * the same request, replays an answer that may hold a token.
 */
const PERSONAL_HEADERS = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "idempotency-key",
  "x-forwarded-for",
  "x-real-ip",
];

const REDACT_PATHS = [
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...PERSONAL_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
];

/** The fields of a database error that name the failing object, never the data. */
const DATABASE_ERROR_FIELDS = [
  "code",
  "severity",
  "constraint",
  "table",
  "schema",
  "column",
  "dataType",
  "routine",
] as const;

/** Fields of a system error (a refused connection, a timeout) worth keeping. */
const SYSTEM_ERROR_FIELDS = ["errno", "syscall", "address", "port"] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** The SQL text of a failed query, with `$1`-style placeholders and never their values. */
  sql?: string;
  code?: string | number;
  sqlstate?: string;
  [field: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A PostgreSQL error (pg's DatabaseError, PGlite's): a severity and a five-character SQLSTATE. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.severity === "string" && /^[0-9A-Z]{5}$/.test(String(error.code ?? ""));
}

/**
 * The message without values: a Drizzle query error says "Failed query: <sql>\nparams: <values>"
 * (the SQL is kept in its own field); a database error quotes the offending value
 * ('invalid input syntax for type integer: "…"'), so quoted text is kept only when it is the
 * name of the error's constraint, table, column or schema.
 */
function safeMessage(error: Record<string, unknown>, message: string): string {
  if (typeof error.query === "string" && message.startsWith("Failed query")) return "Failed query";
  const withoutParams = message.replace(/\n?params:[\s\S]*$/, "");
  if (!isDatabaseError(error)) return withoutParams;
  const names = new Set(
    DATABASE_ERROR_FIELDS.map((field) => error[field]).filter((v) => typeof v === "string"),
  );
  return withoutParams.replace(/"([^"]*)"|'([^']*)'/g, (quoted, double, single) =>
    names.has(double ?? single) ? quoted : `"${REDACTED}"`,
  );
}

/** Errors as logged: an allow-list of fields, never the query's parameters. */
export function serializeError(value: unknown, depth = 0): SerializedError | unknown {
  if (!isRecord(value)) return value;
  const error = value as Record<string, unknown> & Partial<Error>;
  // PGlite's minified class names say nothing ("O"): a database error is called so.
  const constructorName = typeof error.constructor === "function" ? error.constructor.name : "";
  const type = isDatabaseError(error)
    ? "DatabaseError"
    : constructorName.length > 2 && constructorName !== "Object"
      ? constructorName
      : typeof error.name === "string" && error.name !== ""
        ? error.name
        : "Error";
  const message = safeMessage(error, typeof error.message === "string" ? error.message : "");
  const out: SerializedError = { type, message };
  if (typeof error.query === "string") out.sql = error.query;
  else if (isRecord(error.query) && typeof error.query.sql === "string") out.sql = error.query.sql;
  for (const field of [...DATABASE_ERROR_FIELDS, ...SYSTEM_ERROR_FIELDS]) {
    const fieldValue = error[field];
    if (typeof fieldValue === "string" || typeof fieldValue === "number") out[field] = fieldValue;
  }
  if (isDatabaseError(error)) out.sqlstate = String(error.code);
  if (typeof error.stack === "string") {
    const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join("\n");
  }
  if (depth < 3) {
    if (error.cause !== undefined) {
      const cause = serializeError(error.cause, depth + 1);
      // PGlite repeats the failed query's SQL on its error: once is enough.
      if (isRecord(cause) && cause.sql === out.sql) delete cause.sql;
      out.cause = cause;
    }
    if (Array.isArray(error.errors)) {
      out.errors = error.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return out;
}

export interface LoggerOptions {
  level?: string;
  /** Where lines go: stdout unless given (tests pass a stream to read them). */
  destination?: DestinationStream;
}

/** A logger with the API's redaction and error serializer. */
export function createLogger({ level = "info", destination }: LoggerOptions = {}): Logger {
  const options = {
    level,
    base: { service: "api" },
    messageKey: "msg",
    errorKey: "err",
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: {
      // `log.error(error)` alone would make the error's raw message (with a failed query's
      // parameters) the line's message: it gets the serialized, value-free one instead.
      logMethod(this: Logger, args: Parameters<Logger["info"]>, method: Logger["info"]) {
        const [first] = args;
        if (first instanceof Error && args.length === 1) {
          const { message } = serializeError(first) as SerializedError;
          return method.apply(this, [{ err: first }, message]);
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const envLevel = process.env.LOG_LEVEL?.trim() ?? "";

/**
 * The process's logger; `main.ts` sets its level from the configuration. Until then (and in
 * test runs, where servers are built without main) LOG_LEVEL if valid, else info (warn under
 * Vitest, whose output the request logs would drown).
 */
export const logger: Logger = createLogger({
  level: LEVELS.includes(envLevel) ? envLevel : process.env.VITEST ? "warn" : "info",
});

/** Sets the process logger's level (LOG_LEVEL, validated by the configuration). */
export function setLogLevel(level: string): void {
  logger.level = level;
}
