import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

/** A rendered page kept without its nonce: the nonce is put back, fresh, on every answer. */
export interface CachedPage {
  status: number;
  /** The HTML with every occurrence of the rendering's nonce replaced by a marker. */
  template: string;
  etag: string;
}

export interface PageCacheOptions {
  /** Upper bound of the templates' total size in bytes (least recently used go first). */
  maxBytes: number;
  /** How long a rendering stays fresh, in milliseconds. */
  ttlMs: number;
}

/**
 * Rendered anonymous pages by address. Pages depend only on the address and the catalogue
 * (what depends on the visitor's stored profile renders in the browser after hydration), so
 * one rendering serves every visitor until it expires. The nonce of the CSP differs per answer:
 * the template holds a marker that `fill` replaces.
 */
export class PageCache {
  readonly #marker = `qs-nonce-${randomBytes(12).toString("hex")}`;
  readonly #cache: LRUCache<string, CachedPage>;

  constructor({ maxBytes, ttlMs }: PageCacheOptions) {
    this.#cache = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.template.length * 2),
      ttl: ttlMs,
      allowStale: false,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.#cache.get(key);
  }

  /** Turns a page rendered with `nonce` into a template, kept under `key` unless `remember` is false. */
  store(key: string, status: number, html: string, nonce: string, remember = true): CachedPage {
    const template = html.split(nonce).join(this.#marker);
    const etag = `W/"${createHash("sha256").update(template).digest("base64url").slice(0, 27)}"`;
    const page = { status, template, etag };
    if (remember) this.#cache.set(key, page);
    return page;
  }

  /** The page's HTML with this answer's nonce. */
  fill(page: CachedPage, nonce: string): string {
    return page.template.split(this.#marker).join(nonce);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#cache.size, bytes: this.#cache.calculatedSize };
  }
}
