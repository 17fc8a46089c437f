import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/**
 * Compression of answers (issue: API speed): text answers (JSON, HTML, XML, text) of at least
 * 1 KB are sent brotli- or gzip-encoded as the client's Accept-Encoding prefers (brotli on a
 * tie), with `Vary: Accept-Encoding`. A compressed answer's ETag becomes weak, since its bytes
 * differ from the uncompressed ones; If-None-Match compares weakly, so it still revalidates.
 * Every answer's Vary is written once per name.
 */

export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
export const COMPRESSIBLE = /^(application\/(json|xml|javascript)|text\/|image\/svg\+xml)/i;

type Encoding = "br" | "gzip";

/** The encoding a client accepts best: br or gzip by their q-values, null for neither. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get("*") ?? 0;
  const br = weights.get("br") ?? any;
  const gz = weights.get("gzip") ?? any;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? "br" : "gzip";
}

/** A Vary header value with each name once (case-insensitive), in first-seen order. */
export function mergeVary(...values: Array<string | null | undefined>): string {
  const seen = new Map<string, string>();
  for (const value of values) {
    for (const name of (value ?? "").split(",")) {
      const trimmed = name.trim();
      if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
    }
  }
  return [...seen.values()].join(", ");
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    // An event stream is written as events happen: compressing it would hold it back whole.
    const compressible =
      res.body !== null && COMPRESSIBLE.test(type) && !/^text\/event-stream/i.test(type);
    const vary = mergeVary(res.headers.get("Vary"), compressible ? "Accept-Encoding" : null);
    if (vary) res.headers.set("Vary", vary);
    if (!compressible || res.headers.has("Content-Encoding")) return;
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const bytes = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Buffer = bytes;
    if (bytes.byteLength >= COMPRESSION_THRESHOLD_BYTES) {
      body =
        encoding === "br"
          ? await brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            })
          : await gzipAsync(bytes, { level: 6 });
      headers.set("Content-Encoding", encoding);
      headers.delete("Content-Length");
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    // Hono copies the previous answer's headers into a new one: drop it first so the
    // encoding's Content-Length and weak ETag stand.
    c.res = undefined as unknown as Response;
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}
