import type { ErrorBody } from "@qs/domain/api/error-body";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { Language } from "@qs/domain/country-config";
import { languageOf } from "@qs/domain/language";

/**
 * The request core every call module goes through. It knows the API base,
 * the country and the deployed version, and applies the site's rules:
 * - non-GET requests carry `X-Country` and `x-qpversion`;
 * - GET requests name the country in the query (`country=CO`), so they stay
 *   simple requests (no CORS preflight) and a CDN can cache them per URL;
 * - GET requests carry `forceRefresh=1` and the staff token while forced refresh applies;
 * - calls whose answers carry labels the site shows (menu, categories, listing...) name the
 *   visitor's language as `lang`, except Spanish, the API's default (so Spanish requests stay
 *   as they were), and keep it in their query keys;
 * - a white-label host adds `isqps=true`, a partner's visit its `partner` or `IFRAME_AUTH`;
 * - a capability token (a visitor's access code) travels only as `Authorization: Bearer`;
 * - requests to external URLs carry none of our headers or parameters;
 * - the API names its images (logos) by path, `/api/assets/<hash>.svg`: answers come back
 *   with those paths made absolute against the base, since the site may live elsewhere;
 * - every request gives up after a timeout (15 s unless set), answer included, with
 *   RequestTimeoutError; the caller's own signal (TanStack Query cancelling a query) aborts it
 *   too, with the fetch's AbortError. Neither is retried (retry.ts).
 */
export interface ApiClientOptions {
  baseUrl: string;
  countryCode: string;
  version: string;
  /** True on a white-label host: adds isqps=true to every call. */
  whiteLabel?: boolean;
  /**
   * Read on every GET: the staff token while a member of staff forces the caches to refresh
   * (the GET carries forceRefresh=1 and the token, which the API requires for it), else null.
   */
  forceRefresh?: () => string | null;
  /**
   * Read on every call to the API: the partner of the visit as query parameters (`partner` or
   * `IFRAME_AUTH`), so the API narrows listings to the partner and applies its rules.
   */
  partnerQuery?: () => Record<string, string>;
  /**
   * Read by the calls whose answers carry labels the site shows: the visitor's current language
   * (the site's i18next language). Spanish when absent or not one of es, en, pt.
   */
  language?: () => string | undefined;
  /** How long a request may take, answer included, in ms (DEFAULT_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** How long a request may take by default, answer included. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export const REQUEST_TIMEOUT_MESSAGE =
  "El servidor tardó demasiado en responder. Intente de nuevo más tarde.";

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * A body sent as it is, with its own content type (a file the visitor chose), instead of
   * `body` as JSON.
   */
  rawBody?: { data: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>; contentType: string };
  /** Sent as Idempotency-Key so a retried POST never stores twice. */
  idempotencyKey?: string;
  /**
   * A capability token, sent as `Authorization: Bearer <token>` and never in the address,
   * so it stays out of logs, history and Referer headers.
   */
  accessToken?: string;
  /** The caller's cancellation (TanStack Query's signal): an aborted request is not retried. */
  signal?: AbortSignal;
  /** This request's timeout in ms, instead of the client's. */
  timeoutMs?: number;
  /** The language of the labels the answer carries: sent as `lang`, never for Spanish (the API's default). */
  language?: Language;
  /**
   * "blob": a 2xx answer is read as bytes (`ApiResponse.blob`, a PDF...) instead of JSON; an
   * error answer is still read as the API's JSON error.
   */
  responseType?: "json" | "blob";
}

/** An answer outside 2xx. `body` is the API's JSON error when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, url: string) {
    super(body?.message ?? body?.error ?? `La solicitud a ${url} respondió ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** What a refusal of the API says: messages by field of a form, and one for the whole form. */
export interface Refusal<F extends string> {
  fields: Partial<Record<F, string>>;
  /** A message that names no field (too many requests, a changed consent text), or null. */
  form: string | null;
}

/**
 * Reads a refusal of the API (`ApiError`: a 4xx and its JSON body) for a form: each issue goes
 * beside the field `fieldOf` names for its path (the first message of each), an issue of no
 * field or a refusal without issues (429, 409) carries its Spanish text for the whole form.
 * Anything else (a 5xx, no answer) is null: the caller shows its generic failure.
 */
export function refusalOf<F extends string>(
  error: unknown,
  fieldOf: (path: string) => F | null,
): Refusal<F> | null {
  const { status, body } = (error ?? {}) as {
    status?: unknown;
    body?: { error?: unknown; message?: unknown; issues?: unknown } | null;
  };
  if (typeof status !== "number" || status < 400 || status >= 500 || !body) return null;
  const fields: Partial<Record<F, string>> = {};
  const others: string[] = [];
  const issues = Array.isArray(body.issues) ? body.issues : [];
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue?.message !== "string") continue;
    const field = fieldOf(String(issue.path ?? "").split(".")[0] ?? "");
    if (field !== null) fields[field] ??= issue.message;
    else others.push(issue.message);
  }
  const text =
    typeof body.message === "string"
      ? body.message
      : typeof body.error === "string"
        ? body.error
        : null;
  const form = others[0] ?? (Object.keys(fields).length === 0 && issues.length === 0 ? text : null);
  return { fields, form };
}

/** No complete answer within the timeout: the request was abandoned. */
export class RequestTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(REQUEST_TIMEOUT_MESSAGE);
    this.name = "RequestTimeoutError";
    this.timeoutMs = timeoutMs;
  }
}

/** Aborts when any of the signals does (AbortSignal.any where the browser has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === "function") return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

export interface ApiResponse {
  status: number;
  /** Parsed JSON, or null for an empty answer (204) or a blob answer. */
  json: unknown;
  /** The answer's bytes, with its content type, when the request asked for `responseType: "blob"`. */
  blob?: Blob;
}

export interface ApiClient {
  readonly options: Readonly<ApiClientOptions>;
  /** The visitor's language as the API takes it (`ApiClientOptions.language`): es, en or pt. */
  language(): Language;
  /** Builds the full URL of a call, with the query rules applied. */
  url(path: string, query?: Record<string, QueryValue>, method?: string): string;
  request(path: string, options?: RequestOptions): Promise<ApiResponse>;
}

function isExternal(url: string, baseUrl: string): boolean {
  return /^https?:\/\//i.test(url) && !url.startsWith(`${baseUrl}/`) && url !== baseUrl;
}

/** Prefix of the API's content-hashed images; the answers carry them as root-relative paths. */
const ASSET_PATH = apiPath(apiPaths.assetsByName, { name: "" });

/**
 * The opening quote of a JSON string that starts with `ASSET_PATH`. An opening quote is never
 * preceded by a backslash, and a quote inside a string always is, so this finds exactly the
 * strings that start with the path (the API's keys never do).
 */
const ASSET_STRING = new RegExp(
  `(?<!\\\\)"${ASSET_PATH.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`,
  "g",
);

/**
 * Parses one of the API's answers with its image paths made absolute against `baseUrl`. The
 * paths are rewritten in the text before parsing: a reviver function called for every value
 * made parsing three times slower.
 * @internal
 */
export function parseApiJson(text: string, baseUrl: string): unknown {
  return JSON.parse(
    text.includes(ASSET_PATH) ? text.replace(ASSET_STRING, () => `"${baseUrl}${ASSET_PATH}`) : text,
  );
}

function appendQuery(params: URLSearchParams, query: Record<string, QueryValue>) {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(","));
    } else {
      params.set(key, String(value));
    }
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function url(path: string, query: Record<string, QueryValue> = {}, method = "GET"): string {
    const external = isExternal(path, baseUrl);
    const target = new URL(
      external || /^https?:/i.test(path)
        ? path
        : `${baseUrl}${path.startsWith("/") ? "" : "/"}${path}`,
    );
    appendQuery(target.searchParams, query);
    if (!external) {
      if (method === "GET") {
        if (!target.searchParams.has("country"))
          target.searchParams.set("country", options.countryCode);
        if (options.forceRefresh?.()) target.searchParams.set("forceRefresh", "1");
      }
      if (options.whiteLabel) target.searchParams.set("isqps", "true");
      for (const [key, value] of Object.entries(options.partnerQuery?.() ?? {})) {
        if (!target.searchParams.has(key)) target.searchParams.set(key, value);
      }
    }
    return target.toString();
  }

  async function request(path: string, req: RequestOptions = {}): Promise<ApiResponse> {
    const method = req.method ?? "GET";
    const lang = req.language && req.language !== "es" ? { lang: req.language } : {};
    const target = url(path, { ...req.query, ...lang }, method);
    const external = isExternal(path, baseUrl);
    const asBlob = req.responseType === "blob";
    const headers: Record<string, string> = { Accept: asBlob ? "*/*" : "application/json" };
    if (req.rawBody) headers["Content-Type"] = req.rawBody.contentType;
    else if (req.body !== undefined) headers["Content-Type"] = "application/json";
    if (!external && method !== "GET") {
      headers["X-Country"] = options.countryCode;
      headers["x-qpversion"] = options.version;
      if (req.idempotencyKey) headers["Idempotency-Key"] = req.idempotencyKey;
    }
    if (!external && req.accessToken) headers.Authorization = `Bearer ${req.accessToken}`;
    else if (!external && method === "GET") {
      const staffToken = options.forceRefresh?.();
      if (staffToken) headers.Authorization = `Bearer ${staffToken}`;
    }
    const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    let res: Response;
    let text: string;
    let blob: Blob | undefined;
    try {
      res = await doFetch(target, {
        method,
        headers,
        body: req.rawBody
          ? req.rawBody.data
          : req.body === undefined
            ? undefined
            : JSON.stringify(req.body),
        signal: req.signal ? anySignal([req.signal, timeout]) : timeout,
      });
      if (asBlob && res.ok) blob = await res.blob();
      text = res.status === 204 || blob ? "" : await res.text();
    } catch (error) {
      if (req.signal?.aborted) {
        // Whatever reason the caller aborted with, it reads as a cancellation (never retried).
        throw (error as { name?: unknown } | null)?.name === "AbortError"
          ? error
          : new DOMException("Solicitud cancelada", "AbortError");
      }
      if (timeout.aborted) throw new RequestTimeoutError(timeoutMs);
      throw error;
    }
    let json: unknown = null;
    if (text) {
      try {
        json = external ? JSON.parse(text) : parseApiJson(text, baseUrl);
      } catch {
        json = null;
      }
    }
    if (!res.ok) throw new ApiError(res.status, (json as ErrorBody | null) ?? null, target);
    return blob ? { status: res.status, json, blob } : { status: res.status, json };
  }

  return { options, language: () => languageOf(options.language?.()), url, request };
}
