import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import {
  addressBehindProxies,
  compileTrustProxy,
  type TrustProxy,
} from "@qs/visitor-address/client-address";
import { visitorHeaders } from "@qs/visitor-address/site-service";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { securityHeaders } from "./security-headers";
import { loadStaticAssets, pickEncoding, type StaticAsset } from "./static-assets";

/**
 * The production server of a single-page app that people sign in to (the back office): its
 * build's files, precompressed, with a strict Content-Security-Policy (scripts and styles from
 * the app only, no framing), its index for every other page path, and `/api/` forwarded to the
 * API. Forwarding keeps the session cookie first-party: the browser only ever talks to this
 * origin, so the API's cookie is never a third-party one and no CORS grants credentials. The
 * API learns the staff member's address through the site service credential, as from a site
 * server, so its audit names the person and not this server. Every answer is in Spanish, as the
 * API's are.
 */

export interface SpaServerOptions {
  /** The client build (index.html, assets/). */
  clientDir: string;
  /** The API's origin, where `/api/` is forwarded. */
  apiOrigin: string;
  /** SITE_SERVICE_TOKEN: vouches for the staff member's address to the API. */
  siteServiceToken?: string;
  /** TRUST_PROXY: the proxies in front of this server. */
  trustProxy?: readonly string[];
  hsts?: boolean;
}

/** Headers a browser sends that the API may read; everything else stays here. */
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "cookie",
  "if-none-match",
  "x-csrf-token",
  "x-country",
  "x-qpversion",
  "idempotency-key",
];
/** Headers of the API's answer the browser gets. */
const FORWARDED_ANSWER_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "set-cookie",
  "retry-after",
  "www-authenticate",
  "content-disposition",
];
/** The largest body forwarded (the API's own limit is 64 KB). */
const MAX_BODY_BYTES = 64 * 1024;

const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The app's page: its build's index.html, revalidated on every load (it names the assets). */
function loadIndex(clientDir: string): StaticAsset {
  const identity = readFileSync(join(clientDir, "index.html"));
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`;
  return {
    type: "text/html; charset=utf-8",
    etag,
    cacheControl: "no-cache",
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity),
  };
}

function socketOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function sendAsset(c: Context, asset: StaticAsset, headers: Record<string, string>): Response {
  if (c.req.header("if-none-match") === asset.etag) {
    return c.body(null, 304, { ETag: asset.etag, "Cache-Control": asset.cacheControl });
  }
  const encoding = pickEncoding(c.req.header("accept-encoding"), asset);
  const body = encoding ? (asset[encoding] as Buffer) : asset.identity;
  return c.body(new Uint8Array(body), 200, {
    ...headers,
    "Content-Type": asset.type,
    "Cache-Control": asset.cacheControl,
    ETag: asset.etag,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
}

export function createSpaServer(options: SpaServerOptions): Hono {
  const assets = loadStaticAssets(options.clientDir);
  const index = loadIndex(options.clientDir);
  const trust: TrustProxy = compileTrustProxy(options.trustProxy ?? []);
  const pageHeaders = {
    ...securityHeaders({ apiOrigin: options.apiOrigin, hsts: options.hsts ?? false }),
    "Content-Security-Policy": SPA_CSP,
    "X-Frame-Options": "DENY",
  };
  const app = new Hono();

  app.all(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: "La solicitud es demasiado grande (máximo 64 KB)" }, 413),
    }),
    async (c) => {
      const url = new URL(c.req.url);
      const headers = new Headers();
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = c.req.header(name);
        if (value !== undefined) headers.set(name, value);
      }
      const socket = socketOf(c);
      const visitor = addressBehindProxies(socket, c.req.header("x-forwarded-for"), trust);
      if (options.siteServiceToken && socket) {
        for (const [name, value] of Object.entries(
          visitorHeaders(options.siteServiceToken, visitor),
        )) {
          headers.set(name, value);
        }
      }
      const method = c.req.method;
      const hasBody = method !== "GET" && method !== "HEAD";
      let answer: Response;
      try {
        answer = await fetch(`${options.apiOrigin}${url.pathname}${url.search}`, {
          method,
          headers,
          ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
          redirect: "manual",
        });
      } catch {
        return c.json({ error: "El servicio no está disponible. Inténtalo en un momento." }, 502);
      }
      const out = new Headers({ "X-Content-Type-Options": "nosniff" });
      for (const name of FORWARDED_ANSWER_HEADERS) {
        if (name === "set-cookie") {
          for (const cookie of answer.headers.getSetCookie()) out.append("set-cookie", cookie);
          continue;
        }
        const value = answer.headers.get(name);
        if (value !== null) out.set(name, value);
      }
      return new Response(answer.body, { status: answer.status, headers: out });
    },
  );

  app.get("*", (c) => {
    const path = new URL(c.req.url).pathname;
    const asset = assets.get(path);
    if (asset) return sendAsset(c, asset, { "X-Content-Type-Options": "nosniff" });
    if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) {
      return c.text("No encontrado", 404, { "X-Content-Type-Options": "nosniff" });
    }
    return sendAsset(c, index, pageHeaders);
  });

  return app;
}

/** Starts the app's server on 127.0.0.1 (or HOST) and `port`, and stops it on SIGTERM. */
export function serveSpa(options: SpaServerOptions & { port: number; label: string }): void {
  const hostname = process.env.HOST ?? "127.0.0.1";
  const server = serve(
    { fetch: createSpaServer(options).fetch, port: options.port, hostname },
    (info) => console.info(`${options.label}: http://${hostname}:${info.port}/`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
