import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

/** One file of the client build, held in memory with its precompressed forms. */
export interface StaticAsset {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".pdf": "application/pdf",
};

/** Hashed build output never changes under its name; other public files may. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_FILE = "public, max-age=3600";

/** Never served: source maps, the precompressed copies themselves, Vite's manifest and the HTML template. */
function isPrivate(path: string): boolean {
  return (
    path.endsWith(".map") ||
    path.endsWith(".br") ||
    path.endsWith(".gz") ||
    path.startsWith("/.vite/") ||
    path === "/index.html"
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Every servable file of a client build, by URL path, read once at start: the build is
 * immutable while the process runs, so the server keeps no other state about it.
 */
export function loadStaticAssets(clientDir: string): Map<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  for (const file of walk(clientDir)) {
    const path = `/${relative(clientDir, file).split(sep).join("/")}`;
    if (isPrivate(path)) continue;
    const identity = readFileSync(file);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
    assets.set(path, {
      type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      etag: `"${hash}"`,
      cacheControl: path.startsWith("/assets/") ? IMMUTABLE : PUBLIC_FILE,
      identity,
      br: readOptional(`${file}.br`),
      gzip: readOptional(`${file}.gz`),
    });
  }
  return assets;
}

/** The best encoding the client accepts among those a file has: br, then gzip, then none. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): "br" | "gzip" | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (available.br && accepted.has("br")) return "br";
  if (available.gzip && accepted.has("gzip")) return "gzip";
  return null;
}
