import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { type CachedPage, PageCache, type PageCacheOptions } from "./page-cache";
import {
  contentSecurityPolicy,
  createNonce,
  pageFrameAncestors,
  type SecurityPolicy,
  securityHeaders,
} from "./security-headers";
import { loadStaticAssets, pickEncoding, type StaticAsset } from "./static-assets";

/** Renders the page of a request with the answer's CSP nonce (the site's server entry). */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

export interface SiteServerOptions {
  /** The client build (Vite's outDir): hashed assets under assets/, public files at the root. */
  clientDir: string;
  render: RenderPage;
  security: SecurityPolicy;
  /** The site's public address, ending in '/': robots.txt points at its sitemap. */
  siteUrl: string;
  /** The sitemap of the site, built from the API's catalogue. */
  sitemap: () => Promise<string>;
  /** Rendered pages kept in memory; false turns the cache off (the bench's uncached run). */
  pageCache?: PageCacheOptions | false;
}

/** Anonymous pages: the browser revalidates them with the ETag on every visit. */
const PAGE_CACHE_CONTROL = "no-cache";
const DEFAULT_PAGE_CACHE: PageCacheOptions = { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
const NOT_FOUND_TEXT = "No encontramos este archivo.";

function assetAnswer(asset: StaticAsset, acceptEncoding: string | undefined): Response {
  const encoding = pickEncoding(acceptEncoding, asset);
  const body = encoding ? asset[encoding] : asset.identity;
  const headers: Record<string, string> = {
    "Content-Type": asset.type,
    "Cache-Control": asset.cacheControl,
    ETag: asset.etag,
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return new Response(body as Uint8Array<ArrayBuffer>, { headers });
}

/** The HTML compressed for this client: brotli at a speed-minded level, else gzip, else none. */
function encodeHtml(html: Buffer, acceptEncoding: string | undefined) {
  const encoding = pickEncoding(acceptEncoding, { br: true, gzip: true });
  if (encoding === "br") {
    return {
      encoding,
      body: brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
    };
  }
  if (encoding === "gzip") return { encoding, body: gzipSync(html, { level: 6 }) };
  return { encoding: null, body: html };
}

/**
 * The request as the renderer sees it, with the address of this server's peer appended to
 * X-Forwarded-For as every proxy does: the API (whose TRUST_PROXY names this server and the
 * load balancer) then counts the visitor, not this server, and reads the rightmost hop it
 * does not trust, so whatever a visitor writes into the header itself is never taken.
 */
function withVisitorAddress(c: Context): Request {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  if (!address) return c.req.raw;
  const forwarded = c.req.header("x-forwarded-for");
  const headers = new Headers(c.req.raw.headers);
  headers.set("x-forwarded-for", forwarded ? `${forwarded}, ${address}` : address);
  return new Request(c.req.raw.url, { method: c.req.raw.method, headers });
}

function isPageAddress(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * The production server of one country site. It holds nothing between requests but caches
 * (the client build read at start, rendered pages for a minute), so several processes can
 * run behind a load balancer.
 */
export function createSiteServer(options: SiteServerOptions) {
  const assets = loadStaticAssets(options.clientDir);
  const remember = options.pageCache !== false;
  const cache = new PageCache(options.pageCache || DEFAULT_PAGE_CACHE);
  const inFlight = new Map<string, Promise<CachedPage | Response>>();
  const app = new Hono();

  /** Renders a page; answers 200 and 404 become templates (kept when caching), others pass through. */
  async function renderPage(request: Request, key: string): Promise<CachedPage | Response> {
    const nonce = createNonce();
    const response = await options.render(request, nonce);
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      // A page's redirects are canonical addresses (a translated path, a resolved route, an
      // older form): permanent, so search engines move to the address they point at.
      return new Response(null, {
        status: 301,
        headers: { Location: location, "Cache-Control": "public, max-age=3600" },
      });
    }
    // 403 is the blank page of an unauthorised iframe: it gets the headers of every page.
    if (response.status !== 200 && response.status !== 404 && response.status !== 403) {
      return response;
    }
    const html = await response.text();
    const ancestors = pageFrameAncestors(response.headers);
    return cache.store(key, response.status, html, nonce, remember, ancestors);
  }

  app.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        "",
        `Sitemap: ${new URL("sitemap.xml", options.siteUrl)}`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );

  app.get("/sitemap.xml", async (c) => {
    try {
      return c.body(await options.sitemap(), 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      });
    } catch (error) {
      console.error("El sitemap no se pudo construir", error);
      return c.text("El sitemap no está disponible en este momento.", 503, {
        "Retry-After": "60",
      });
    }
  });

  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const acceptEncoding = c.req.header("Accept-Encoding");
    const asset = assets.get(url.pathname);
    if (asset) {
      if (c.req.header("If-None-Match") === asset.etag) {
        return c.body(null, 304, { ETag: asset.etag, "Cache-Control": asset.cacheControl });
      }
      return assetAnswer(asset, acceptEncoding);
    }
    if (!isPageAddress(url.pathname)) {
      return c.text(NOT_FOUND_TEXT, 404, { "X-Content-Type-Options": "nosniff" });
    }

    // A partner's subdomain renders its own layout: the host is part of the address.
    const key = `${c.req.header("host") ?? ""}${url.pathname}${url.search}`;
    let page: CachedPage | Response | undefined = remember ? cache.get(key) : undefined;
    if (!page) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderPage(withVisitorAddress(c), key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      page = await pending;
    }
    if (page instanceof Response) return page;

    const common = { "Cache-Control": PAGE_CACHE_CONTROL, Vary: "Accept-Encoding" };
    if (c.req.header("If-None-Match") === page.etag) {
      // No CSP here: the browser keeps the stored page, whose scripts carry the stored nonce.
      return c.body(null, 304, { ...common, ETag: page.etag });
    }
    const nonce = createNonce();
    const html = cache.fill(page, nonce);
    const { encoding, body } = encodeHtml(html, acceptEncoding);
    const headers: Record<string, string> = {
      ...common,
      ...securityHeaders(options.security),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": contentSecurityPolicy(
        nonce,
        options.security,
        page.frameAncestors,
      ),
      ETag: page.etag,
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  });

  app.all("*", (c) => c.text("Método no permitido.", 405, { Allow: "GET, HEAD" }));

  return app;
}
