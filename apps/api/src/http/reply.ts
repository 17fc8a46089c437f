import type { ErrorBody } from "@qs/domain/api/error-body";
import type { Context } from "hono";

/**
 * What a route handler answers: a plain value the route helper turns into an
 * HTTP response. Keeping it plain lets the helper validate it, store it for
 * idempotent replays and compute its ETag.
 */
export type Reply =
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "empty"; status: number; headers?: Record<string, string> }
  | {
      kind: "binary";
      status: number;
      bytes: Uint8Array;
      contentType: string;
      headers?: Record<string, string>;
    }
  /** An answer that streams (Server-Sent Events): it writes its own response once allowed. */
  | { kind: "stream"; status: 200; open: (c: Context) => Response | Promise<Response> };

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  kind: "json",
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const stream = (open: (c: Context) => Response | Promise<Response>): Reply => ({
  kind: "stream",
  status: 200,
  open,
});

export const empty = (status = 204, headers?: Record<string, string>): Reply => ({
  kind: "empty",
  status,
  ...(headers ? { headers } : {}),
});

export const binary = (
  bytes: Uint8Array,
  contentType: string,
  headers?: Record<string, string>,
): Reply => ({ kind: "binary", status: 200, bytes, contentType, ...(headers ? { headers } : {}) });

/** An error a handler or service throws to answer with `status` and a JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** Headers sent with the error (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message ?? body.error);
    this.name = "HttpError";
  }
}

export const fail = (status: number, error: string, extra: Omit<ErrorBody, "error"> = {}) =>
  new HttpError(status, { error, ...extra });
