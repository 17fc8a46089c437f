import { createHash, randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** A rendered page kept without its nonce: the nonce is put back, fresh, on every answer. */
export interface CachedPage {
  status: number;
  /** The HTML as UTF-8 bytes, cut where the rendering's nonce was. */
  parts: Buffer[];
  /**
   * The same parts compressed, each as its own raw DEFLATE stream ended on a byte boundary,
   * so an answer's gzip body is these with the nonce put between them as stored blocks
   * (`fillGzip`). Made by the first answer that asks for gzip, then kept with the page.
   */
  deflated: Buffer[] | null;
  /** Whether the page is kept (its compression is then worth the best level). */
  kept: boolean;
  /** Bytes of the page without its nonces and a quarter more for `deflated`, for the cache's bound. */
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
    // Its compressed copy comes later: HTML compresses to well under a quarter of itself.
    const size = Math.ceil(1.25 * parts.reduce((sum, part) => sum + part.length, 0));
    const page = { status, parts, deflated: null, kept: remember, size, etag, frameAncestors };
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

  /**
   * The page's HTML with this answer's nonce as a gzip body (RFC 1952), built from the parts
   * compressed when the page was stored: each nonce goes in as a stored DEFLATE block (RFC
   * 1951, 3.2.4) and the trailer's CRC-32 and length are those of the filled page.
   */
  fillGzip(page: CachedPage, nonce: string): Buffer {
    const value = Buffer.from(nonce, "utf8");
    const stored = storedBlock(value);
    page.deflated ??= deflateParts(page.parts, page.kept);
    const deflated = page.deflated;
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    page.parts.forEach((part, index) => {
      if (index > 0) {
        chunks.push(stored);
        crc = crc32(value, crc);
        length += value.length;
      }
      chunks.push(deflated[index] as Buffer);
      // Node's crc32 answers 0 for an empty buffer that went through the compressor.
      if (part.length > 0) crc = crc32(part, crc);
      length += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#cache.size, bytes: this.#cache.calculatedSize };
  }
}

/** gzip's member header: DEFLATE, no flags, no time, no extra fields, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/**
 * Each part as raw DEFLATE on its own (no reference reaches into another part, nor across the
 * nonce that will sit between them): every part but the last ends with a sync flush, on a byte
 * boundary and with no final block; the last ends the stream.
 */
function deflateParts(parts: readonly Buffer[], kept: boolean): Buffer[] {
  return parts.map((part, index) =>
    deflateRawSync(part, {
      // A kept page is compressed once for a minute of answers; a page for one answer, as
      // fast as gzip's default.
      level: kept ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
}

/** A non-final stored DEFLATE block holding `bytes` (at most 65,535), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}
