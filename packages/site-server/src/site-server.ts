import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getConnInfo } from "@hono/node-server/conninfo";
import {
  addressBehindProxies,
  clientKeyOf,
  compileTrustProxy,
  type TrustProxy,
} from "@qs/visitor-address/client-address";
import { SITE_SERVICE_HEADER, VISITOR_ADDRESS_HEADER } from "@qs/visitor-address/site-service";
import { type Context, Hono } from "hono";
import { type CachedPage, PageCache, type PageCacheOptions, pageCacheKey } from "./page-cache";
import { siteAddressResolver } from "./public-hosts";
import { RenderLimit, type RenderLimitOptions } from "./render-limit";
import {
  contentSecurityPolicy,
  createNonce,
  pageFrameAncestors,
  type SecurityPolicy,
  securityHeaders,
} from "./security-headers";
import { loadStaticAssets, pickEncoding, type StaticAsset } from "./static-assets";

/** Renders the page of a request with the answer's CSP nonce (the site's server entry). */
export interface RenderPage {
  (request: Request, nonce: string): Promise<Response>;
  /**
   * The query parameters that change what this renderer renders (its routes' search
   * parameters). The page cache keeps one rendering per path and values of these, so a
   * campaign tag or any other parameter neither costs a rendering nor pushes popular pages out
   * of the cache; the renderer still receives the whole address (a redirect keeps its query).
   * Without it, every parameter is part of the page.
   */
  readonly pageQuery?: readonly string[];
}

export interface SiteServerOptions {
  /** The client build (Vite's outDir): hashed assets under assets/, public files at the root. */
  clientDir: string;
  render: RenderPage;
  security: SecurityPolicy;
  /**
   * The site's public address, ending in '/': robots.txt points at its sitemap, and only its
   * host, this machine (localhost) and one-label subdomains of its domain (partners) are
   * answered (public-hosts.ts).
   */
  siteUrl: string;
  /** The sitemap of the site, built from the API's catalogue. */
  sitemap: () => Promise<string>;
  /** Rendered pages kept in memory; false turns the cache off (the bench's uncached run). */
  pageCache?: PageCacheOptions | false;
  /**
   * Proxies in front of this server (TRUST_PROXY: the load balancer) whose X-Forwarded-For is
   * believed; without them the socket's peer is the visitor.
   */
  trustProxy?: TrustProxy;
  /** Renderings per client (render-limit.ts); false lifts the bound (the tests' one client). */
  renderLimit?: RenderLimitOptions | false;
}

/**
 * The renderer's request carries the visitor's address in this header (@qs/visitor-address),
 * as this server decided it; a value the client sent is dropped.
 */
export const RENDER_VISITOR_HEADER = VISITOR_ADDRESS_HEADER;

/** Anonymous pages: the browser revalidates them with the ETag on every visit. */
const PAGE_CACHE_CONTROL = "no-cache";
const DEFAULT_PAGE_CACHE: PageCacheOptions = { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
const NOT_FOUND_TEXT = "No encontramos este archivo.";
const MISDIRECTED_TEXT = "Esta dirección no corresponde a este sitio.";
const TOO_MANY_RENDERS_HTML =
  '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Demasiadas solicitudes</title></head><body><h1>Demasiadas solicitudes</h1><p>Abriste muchas páginas en poco tiempo. Espera un minuto y vuelve a intentarlo.</p></body></html>';
const DEFAULT_RENDER_LIMIT: RenderLimitOptions = { perMinute: 120 };

/** A page's redirect, for the request it answers (a redirect keeps that request's own query). */
interface PageRedirect {
  location: string;
  /** The request's address as written: only the same address may reuse this redirect. */
  address: string;
}

type RenderedPage = CachedPage | PageRedirect | Response;

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
 * The request as the renderer sees it. The visitor's address, as this server decides it (the
 * socket's peer, or the rightmost untrusted X-Forwarded-For hop behind a proxy in
 * `trustProxy`), goes in X-Visitor-Address: the renderer hands it to the API with the site
 * service credential, so the API counts the visitor and never this server. Whatever the client
 * wrote in that header or in X-Site-Service is dropped. X-Forwarded-For gets the peer's address
 * appended as every proxy does, for an API that trusts this server as a proxy instead.
 */
function visitorRequest(c: Context, trust: TrustProxy): { request: Request; visitor: string } {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  const forwarded = c.req.header("x-forwarded-for");
  const visitor = addressBehindProxies(socket, forwarded, trust);
  const headers = new Headers(c.req.raw.headers);
  headers.delete(SITE_SERVICE_HEADER);
  headers.delete(VISITOR_ADDRESS_HEADER);
  if (socket) {
    headers.set("x-forwarded-for", forwarded ? `${forwarded}, ${socket}` : socket);
    headers.set(VISITOR_ADDRESS_HEADER, visitor);
  }
  return { request: new Request(c.req.raw.url, { method: c.req.raw.method, headers }), visitor };
}

/**
 * A redirect's Location as this server sends it. A target on the address the request came to
 * becomes a path: the browser resolves it against the address it asked for, which passed the
 * host check, so a Host a client wrote never ends up in a redirect that shared caches keep for
 * an hour (the renderer builds its targets from the request's URL, which comes from the Host).
 * A path keeps partners on their subdomain and the demo on its port. Targets elsewhere (another
 * country's site, the configured address) are kept as the renderer named them.
 */
function redirectLocation(location: string, requestUrl: string): string {
  let target: URL;
  try {
    target = new URL(location, requestUrl);
  } catch {
    return "/";
  }
  if (target.origin !== new URL(requestUrl).origin) return target.href;
  // Two leading slashes would read as another host ('//evil.example/'): one slash is the path.
  return `${target.pathname.replace(/^\/{2,}/, "/")}${target.search}${target.hash}`;
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
  const pageQuery = options.render.pageQuery ? new Set(options.render.pageQuery) : undefined;
  const siteAddress = siteAddressResolver(options.siteUrl);
  const inFlight = new Map<string, Promise<RenderedPage>>();
  const trust = options.trustProxy ?? compileTrustProxy([]);
  const renderLimit =
    options.renderLimit === false
      ? null
      : new RenderLimit(options.renderLimit ?? DEFAULT_RENDER_LIMIT);
  const app = new Hono();

  /**
   * Which of the site's addresses a request came to ('' for the site itself, a partner
   * subdomain's label), or null when its Host is not one of them. The renderer reads the Host
   * header (the partner lookup) and Node builds the request's URL from it: both must be ours.
   */
  function requestSite(c: Context): string | null {
    const fromUrl = siteAddress(new URL(c.req.url).host);
    const header = c.req.header("host");
    if (fromUrl === null || header === undefined) return fromUrl;
    return siteAddress(header);
  }

  /** Renders a page; answers 200 and 404 become templates (kept when caching), others pass through. */
  async function renderPage(request: Request, key: string, address: string): Promise<RenderedPage> {
    const nonce = createNonce();
    const response = await options.render(request, nonce);
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      return { location: redirectLocation(location, request.url), address };
    }
    // 403 is the blank page of an unauthorised iframe: it gets the headers of every page.
    if (response.status !== 200 && response.status !== 404 && response.status !== 403) {
      return response;
    }
    const html = await response.text();
    const ancestors = pageFrameAncestors(response.headers);
    return cache.store(key, response.status, html, nonce, remember, ancestors);
  }

  /**
   * The page of a key: from the cache, from a rendering of the same key under way, or rendered
   * now. A rendering under way is shared only when its outcome is the same for this request:
   * a page always is (its key holds everything a page reads), a redirect only for the same
   * address (an older address keeps its whole query), and any other answer never is (it is
   * one response, sent once).
   */
  async function pageFor(c: Context, key: string, address: string): Promise<RenderedPage> {
    const cached = remember ? cache.get(key) : undefined;
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) {
      const shared = await pending;
      if (!(shared instanceof Response) && (!("address" in shared) || shared.address === address)) {
        return shared;
      }
    }
    // Only a rendering of its own counts against a client: pages from the cache, or from a
    // rendering someone else started, cost nothing.
    const { request, visitor } = visitorRequest(c, trust);
    const retryAfter = renderLimit?.take(clientKeyOf(visitor)) ?? 0;
    if (retryAfter > 0) {
      return new Response(TOO_MANY_RENDERS_HTML, {
        status: 429,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Retry-After": String(retryAfter),
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }
    if (pending) return renderPage(request, key, address);
    const rendering = renderPage(request, key, address).finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    return rendering;
  }

  // Hosts outside the site's addresses get 421 Misdirected Request and nothing else: no page is
  // rendered or cached under them, and no redirect answers for them. A permanent redirect to
  // the configured address was the other choice; we refuse instead because a redirect would
  // make the site answer for any domain pointed at it, and a shared cache that does not key on
  // the Host could store that redirect and replay it to our own visitors, sending them round in
  // a loop. Aliases of the public address (the bare domain, an older domain) are redirected where
  // they are configured: DNS, the CDN or the load balancer. 421 is cacheable by default:
  // no-store keeps it out of every cache.
  app.use("*", async (c, next) => {
    if (requestSite(c) === null) {
      return c.text(MISDIRECTED_TEXT, 421, {
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
    }
    await next();
  });

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

    // A partner's subdomain renders its own layout: the subdomain is part of the key, so its
    // pages never mix with the site's (an iframe partner's token is among the page's query).
    const site = requestSite(c) ?? "";
    const key = pageCacheKey(site, url, pageQuery);
    const page = await pageFor(c, key, `${site}|${url.pathname}${url.search}`);
    if (page instanceof Response) return page;
    if ("address" in page) {
      // A page's redirects are canonical addresses (a translated path, a resolved route, an
      // older form): permanent, so search engines move to the address they point at.
      return new Response(null, {
        status: 301,
        headers: { Location: page.location, "Cache-Control": "public, max-age=3600" },
      });
    }

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
