import { createHash } from "node:crypto";

/** Path of a stored asset: `/api/assets/<first 12 hex digits of its SHA-256>.<extension>`. */
export const ASSET_PATH_PREFIX = "/api/assets/";

const EXTENSIONS: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(;base64)?,(.*)$/is;

export interface AssetRow {
  name: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * Moves inline images (data: URLs) out of catalogue values at load time: each becomes a row
 * of the assets table, named by its content hash, and the value keeps its path, which never
 * changes for the same bytes (immutable, cached a year by browsers).
 */
export class CatalogueAssets {
  readonly #rows = new Map<string, AssetRow>();
  readonly #byUrl = new Map<string, string>();

  get rows(): AssetRow[] {
    return [...this.#rows.values()];
  }

  /** A copy of `value` whose image data URLs are asset paths. */
  extract<T>(value: T): T {
    return this.#walk(value) as T;
  }

  #walk(value: unknown): unknown {
    if (typeof value === "string") return value.startsWith("data:") ? this.#store(value) : value;
    if (Array.isArray(value)) return value.map((inner) => this.#walk(inner));
    if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = this.#walk(inner);
    return out;
  }

  #store(url: string): string {
    const known = this.#byUrl.get(url);
    if (known) return known;
    const match = DATA_URL.exec(url);
    const contentType = match?.[1]?.toLowerCase() ?? "";
    const extension = EXTENSIONS[contentType];
    if (!match || !extension) return url;
    const data = match[3] ?? "";
    const content = match[2]
      ? new Uint8Array(Buffer.from(data, "base64"))
      : new TextEncoder().encode(decodeURIComponent(data));
    const hash = createHash("sha256").update(content).digest("hex").slice(0, 12);
    const name = `${hash}.${extension}`;
    this.#rows.set(name, { name, contentType, content });
    const path = `${ASSET_PATH_PREFIX}${name}`;
    this.#byUrl.set(url, path);
    return path;
  }
}
