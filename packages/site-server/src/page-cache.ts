import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

/** A rendered page kept without its nonce: the nonce is put back, fresh, on every answer. */
export interface CachedPage {
  status: number;
  /** The HTML as UTF-8 bytes, cut where the rendering's nonce was. */
  parts: Buffer[];
  /** Bytes of the page without its nonces, for the cache's bound. */
  size: number;
  etag: string;
  /** Who may frame this page, when its renderer said (a partner's page); else the site's policy. */
  frameAncestors: string[] | null;
}

export interface PageCacheOptions {
  /** Upper bound of the templates' total size in bytes (least recently used go first). */
  maxBytes: number;
  /** How long a rendering stays fresh, in milliseconds. */
  ttlMs: number;
}

/**
 * The key of a request's page: which of the site's addresses it came to ('' for the site
 * itself, else the partner subdomain's label, never the Host as written) and its canonical
 * route: the path and, of the query, only the parameters the pages read (`pageQuery`; every
 * parameter when the renderer did not name them). A campaign tag, a junk parameter or another
 * order of the same parameters is then the same page, instead of a new rendering that pushes
 * a popular page out of the cache. Parameters are decoded as every reader of the site decodes
 * them (URLSearchParams: the router, the partner lookup), so two spellings of one value are
 * one page; names are sorted, and the values of one name keep their order (the first counts).
 */
export function pageCacheKey(site: string, url: URL, pageQuery?: ReadonlySet<string>): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.search)) {
    if (!pageQuery || pageQuery.has(name)) kept.append(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return `${site}|${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * Rendered anonymous pages by their key (`pageCacheKey`: the partner subdomain, the path and
 * the query parameters the pages read; an iframe partner's token is one of those). Pages
 * depend only on those and the catalogue (what depends on the visitor's stored profile, a
 * shared profile in the address or a campaign tag is read in the browser after hydration), so
 * one rendering serves every visitor until it expires. The nonce of the CSP differs per answer:
 * the template holds a marker that `fill` replaces.
 */
export class PageCache {
  readonly #marker = `qs-nonce-${randomBytes(12).toString("hex")}`;
  readonly #cache: LRUCache<string, CachedPage>;

  constructor({ maxBytes, ttlMs }: PageCacheOptions) {
    this.#cache = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.size),
      ttl: ttlMs,
      allowStale: false,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.#cache.get(key);
  }

  /**
   * Turns a page rendered with `nonce` into a template, kept under `key` unless `remember` is
   * false. The template is bytes: a page with accents is a two-byte string in JavaScript, and
   * encoding it on every answer cost ten times the rest of the answer.
   */
  store(
    key: string,
    status: number,
    html: string,
    nonce: string,
    remember = true,
    frameAncestors: string[] | null = null,
  ): CachedPage {
    const pieces = html.split(nonce);
    const etag = `W/"${createHash("sha256").update(pieces.join(this.#marker)).digest("base64url").slice(0, 27)}"`;
    const parts = pieces.map((piece) => Buffer.from(piece, "utf8"));
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    const page = { status, parts, size, etag, frameAncestors };
    if (remember) this.#cache.set(key, page);
    return page;
  }

  /** The page's HTML bytes with this answer's nonce. */
  fill(page: CachedPage, nonce: string): Buffer {
    const value = Buffer.from(nonce, "utf8");
    const chunks: Buffer[] = [];
    page.parts.forEach((part, index) => {
      if (index > 0) chunks.push(value);
      chunks.push(part);
    });
    return Buffer.concat(chunks);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#cache.size, bytes: this.#cache.calculatedSize };
  }
}
