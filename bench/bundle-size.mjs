// First-load JavaScript of each country site, gzip: the entry chunk plus every
// chunk the built index.html preloads, i.e. what a visitor downloads before
// the first page can render. Run after the sites are built (`pnpm build`).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SITES = ["co", "cl", "pe", "int"];
const BUDGET_KIB = 120;

function firstLoadChunks(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const refs = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return [...new Set(refs)];
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
for (const site of SITES) {
  const dist = join(root, "apps", site, "dist");
  if (!existsSync(join(dist, "index.html"))) {
    console.error(
      `apps/${site} is not built: run \`pnpm turbo run build --filter @qs/app-${site}\` first.`,
    );
    process.exit(1);
  }
  let raw = 0;
  let gzip = 0;
  const chunks = firstLoadChunks(dist);
  for (const ref of chunks) {
    const bytes = readFileSync(join(dist, ref.replace(/^\//, "")));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  rows.push({ site, chunks: chunks.length, raw, gzip });
}

console.log(`First-load JS per site (budget ${BUDGET_KIB} KiB gzip)\n`);
console.log("site  chunks  raw KiB  gzip KiB  budget");
for (const r of rows) {
  const status =
    r.gzip / 1024 <= BUDGET_KIB ? "within" : `over by ${kib(r.gzip - BUDGET_KIB * 1024)}`;
  console.log(
    `${r.site.padEnd(4)}  ${String(r.chunks).padStart(6)}  ${kib(r.raw).padStart(7)}  ${kib(r.gzip).padStart(8)}  ${status}`,
  );
}
