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
import {
  FORM_BODY_LIMIT,
  FORM_TEXTS,
  isFormBody,
  isSameOriginForm,
  readLimitedBody,
  refusedFormPage,
} from "./form-posts";
import { type CachedPage, PageCache, type PageCacheOptions, pageCacheKey } from "./page-cache";
import { siteAddressResolver } from "./public-hosts";
import { RenderLimit, type RenderLimitOptions } from "./render-limit";
import {
  contentSecurityPolicy,
  createNonce,
  FRAME_ANCESTORS_HEADER,
  pageFrameAncestors,
  type SecurityPolicy,
  securityHeaders,
} from "./security-headers";
import { loadStaticAssets, pickEncoding, type StaticAsset } from "./static-assets";

/**
 * Renders the page of a request with the answer's CSP nonce (the site's server entry). With
 * `form`, the request is a form POSTed to the page (its fields, already checked: same origin,
 * urlencoded, small); the renderer sends it and answers a redirect (sent as 303 See Other) or
 * the page with the form's messages, with the status it chooses. Never kept in the page cache.
 */
export interface RenderPage {
  (request: Request, nonce: string, form?: URLSearchParams): Promise<Response>;
  /**
   * The query parameters that change what this renderer renders (its routes' search
   * parameters). The page cache keeps one rendering per path and values of these, so a
   * campaign tag or any other parameter neither costs a rendering nor pushes popular pages out
   * of the cache; the renderer still receives the whole address (a redirect keeps its query).
   * Without it, every parameter is part of the page.
   */
  readonly pageQuery?: readonly string[];
  /**
   * Whether the page at this path (as the browser wrote it) owns a form that works without
   * JavaScript, sent by POST to the page. A POST anywhere else is refused with 405 before its
   * body is read. Without it, no page receives forms.
   */
  readonly acceptsForm?: (pathname: string) => boolean;
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
/** Answers that must never be kept anywhere: a form's outcome is one visitor's. */
const PRIVATE_CACHE_CONTROL = "no-store";

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

interface EncodedHtml {
  encoding: "br" | "gzip" | null;
  body: Buffer;
}

/** The HTML compressed for this client: brotli at a speed-minded level, else gzip, else none. */
function encodeHtml(html: Buffer, acceptEncoding: string | undefined): EncodedHtml {
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

  /** 429 when the client has had its renderings of the minute (render-limit.ts), else null. */
  function tooManyRenders(visitor: string): Response | null {
    const retryAfter = renderLimit?.take(clientKeyOf(visitor)) ?? 0;
    if (retryAfter <= 0) return null;
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

  /** An HTML answer with this answer's CSP and the security headers. */
  function htmlAnswer(
    html: Buffer | EncodedHtml,
    status: number,
    nonce: string,
    acceptEncoding: string | undefined,
    extra: Record<string, string>,
    frameAncestors: string[] | null = null,
  ): Response {
    const { encoding, body } = Buffer.isBuffer(html) ? encodeHtml(html, acceptEncoding) : html;
    const headers: Record<string, string> = {
      ...extra,
      ...securityHeaders(options.security),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": contentSecurityPolicy(nonce, options.security, frameAncestors),
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
  }

  /** A refused form: a short Spanish page with the way back, kept nowhere. */
  function refusedForm(c: Context, status: number, title: string, text: string, allow?: string) {
    // One slash: two would read as another host ('//evil.example/').
    const back = new URL(c.req.url).pathname.replace(/^\/{2,}/, "/");
    return htmlAnswer(
      Buffer.from(refusedFormPage(title, text, back), "utf8"),
      status,
      createNonce(),
      undefined,
      { "Cache-Control": PRIVATE_CACHE_CONTROL, ...(allow ? { Allow: allow } : {}) },
    );
  }

  /**
   * The answer to a form POSTed to a page: the renderer's redirect as 303 See Other (the
   * browser then GETs the page: a reload sends nothing again), its page with the CSP of this
   * answer, and anything else as it came; none of it kept by any cache, nor shared with a
   * rendering of the page for others.
   */
  async function formAnswer(
    response: Response,
    nonce: string,
    requestUrl: string,
    acceptEncoding: string | undefined,
  ): Promise<Response> {
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      return new Response(null, {
        status: 303,
        headers: {
          Location: redirectLocation(location, requestUrl),
          "Cache-Control": PRIVATE_CACHE_CONTROL,
        },
      });
    }
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
      const headers = new Headers(response.headers);
      headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      headers.delete(FRAME_ANCESTORS_HEADER);
      return new Response(response.body, { status: response.status, headers });
    }
    const html = Buffer.from(await response.text(), "utf8");
    return htmlAnswer(
      html,
      response.status,
      nonce,
      acceptEncoding,
      { "Cache-Control": PRIVATE_CACHE_CONTROL },
      pageFrameAncestors(response.headers),
    );
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
    const refused = tooManyRenders(visitor);
    if (refused) return refused;
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
    // A kept page goes gzipped from the parts compressed when it was kept (page-cache.ts), so
    // no answer from the cache compresses anything; brotli is left for a browser without gzip.
    const gzip = pickEncoding(acceptEncoding, { gzip: true }) === "gzip";
    return htmlAnswer(
      gzip ? { encoding: "gzip", body: cache.fillGzip(page, nonce) } : cache.fill(page, nonce),
      page.status,
      nonce,
      acceptEncoding,
      { ...common, ETag: page.etag },
      page.frameAncestors,
    );
  });

  // Forms that work without JavaScript are POSTed to their own page (README "Forms sent
  // without JavaScript"). Each check refuses before anything is read or rendered: a page with
  // no such form (405), a form from another site (403: CSRF), a body that is not a web form
  // (415) or too long (413), a client over its renderings (429). What passes is rendered for
  // this request alone: never from or into the page cache, never shared with a rendering under
  // way, counted against the client's renderings.
  app.post("*", async (c) => {
    const url = new URL(c.req.url);
    if (!isPageAddress(url.pathname) || !options.render.acceptsForm?.(url.pathname)) {
      return refusedForm(c, 405, "Formulario no recibido", FORM_TEXTS.notHere, "GET, HEAD");
    }
    const sameOrigin = isSameOriginForm({
      host: c.req.header("host") ?? url.host,
      origin: c.req.header("origin"),
      fetchSite: c.req.header("sec-fetch-site"),
    });
    if (!sameOrigin) {
      return refusedForm(c, 403, "Formulario no recibido", FORM_TEXTS.crossSite);
    }
    if (!isFormBody(c.req.header("content-type"))) {
      return refusedForm(c, 415, "Formulario no recibido", FORM_TEXTS.notAForm);
    }
    const body = await readLimitedBody(c.req.raw, FORM_BODY_LIMIT);
    if (body === null) {
      return refusedForm(c, 413, "Formulario demasiado grande", FORM_TEXTS.tooLarge);
    }
    const fields = new URLSearchParams(new TextDecoder().decode(body));
    const { request, visitor } = visitorRequest(c, trust);
    const refused = tooManyRenders(visitor);
    if (refused) return refused;
    const nonce = createNonce();
    const response = await options.render(request, nonce, fields);
    return formAnswer(response, nonce, request.url, c.req.header("Accept-Encoding"));
  });

  app.all("*", (c) =>
    c.text("Método no permitido.", 405, {
      Allow: options.render.acceptsForm?.(new URL(c.req.url).pathname)
        ? "GET, HEAD, POST"
        : "GET, HEAD",
    }),
  );

  return app;
}
