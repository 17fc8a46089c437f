// A static file server for the built Storybook: `npm start` serves it to designers on
// port 6006 (`pnpm --filter @qs/storybook serve`), and the browser tests serve it on a
// free loopback port. Plain Node, no dependencies.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The static Storybook that `build-storybook` writes. */
export const staticDir = join(dirname(fileURLToPath(import.meta.url)), "storybook-static");

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".map": "application/json; charset=utf-8",
};

/**
 * Serves a folder, never a file outside it, and the `extraFiles` given by their address (the
 * browser tests add axe-core's script, kept by the browser like a hashed asset). Port 0 lets
 * the system pick a free port.
 * @param {string} root
 * @param {{ port?: number, host?: string, extraFiles?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveStatic(root, { port = 0, host = "127.0.0.1", extraFiles = {} } = {}) {
  const server = createServer(async (request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const extra = Object.hasOwn(extraFiles, pathname) ? extraFiles[pathname] : undefined;
    const file =
      extra ?? normalize(join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname));
    if (!extra && file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    // Vite names what it writes under assets/ by its content: kept by the browser for good.
    // The rest (iframe.html, index.json, Storybook's own runtime) is asked again each time and
    // answered 304 while unchanged, so a rebuilt Storybook shows at the next load.
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    const headers = {
      etag,
      "cache-control":
        pathname.startsWith("/assets/") || extra
          ? "public, max-age=31536000, immutable"
          : "no-cache",
    };
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "content-length": info.size,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 6006);
  // This machine only, like the sites' servers, unless HOST says otherwise.
  const { url } = await serveStatic(staticDir, { port, host: process.env.HOST ?? "127.0.0.1" });
  process.stdout.write(
    `Storybook served from ${staticDir} at ${url.replace(/0\.0\.0\.0|127\.0\.0\.1/, "localhost")}\n`,
  );
}
