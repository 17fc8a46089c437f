// First-load JS of each country site's listing route (/Comparar), gzip: the
// entry chunk, every chunk the built index.html preloads, the route's split
// component chunk, and every chunk those import statically, i.e. what a
// visitor downloads before the results listing can render. Chunks loaded on
// demand (dynamic import(): other routes, English/Portuguese texts, response
// schemas, dialogs) are left out and listed apart.
//
//   node bench/bundle-size.mjs [--top 12]
//
// Run after the sites are built (`pnpm turbo run build --filter="./apps/*"`).
// The heaviest modules come from the sourcemaps: the bytes each source
// produced in the first-load chunks, shown as a share of the gzip total.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SITES = ["co", "cl", "pe", "int"];
const BUDGET_KIB = 130;
/** The split component of the listing route, as named in the sourcemaps. */
/** The listing page's module: the site-routes tree loads it lazily as its own chunk. */
const LISTING_ROUTE_SOURCE = "packages/comparator-ui/src/comparator-routes.tsx";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { top: { type: "string", default: "12" } },
});
const TOP = Number(values.top);

const STATIC_IMPORT =
  /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?"(\.\/[^"]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*["`'](\.\/[^"`']+\.js)["`']\s*\)/g;

function readChunk(assets, name) {
  return readFileSync(join(assets, name), "utf8");
}

/** Chunks reachable from `start` through static imports. */
function staticClosure(assets, start) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length > 0) {
    const name = todo.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    for (const match of readChunk(assets, name).matchAll(STATIC_IMPORT)) {
      todo.push(match[1].slice(2));
    }
  }
  return seen;
}

function listingRouteChunk(assets) {
  for (const file of readdirSync(assets)) {
    if (!file.endsWith(".js.map")) continue;
    const map = JSON.parse(readFileSync(join(assets, file), "utf8"));
    if (map.sources.some((source) => source.endsWith(LISTING_ROUTE_SOURCE))) {
      return file.slice(0, -".map".length);
    }
  }
  throw new Error(`No chunk holds ${LISTING_ROUTE_SOURCE} in ${assets}`);
}

// ------------------------------------------------------------ sourcemaps

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The package (or workspace package) a source path belongs to. */
function moduleOf(source) {
  // BUNDLE_FILES=1: our own sources file by file instead of by package.
  if (
    process.env.BUNDLE_FILES &&
    /(packages|apps)\//.test(source) &&
    !source.includes("node_modules")
  ) {
    return source.replace(/^.*?(packages|apps)\//, "$1/");
  }
  const nodeModules = source.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const parts = source.slice(nodeModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const pkg = source.match(/packages\/([^/]+)\//);
  if (pkg) return `@qs/${pkg[1]}`;
  const app = source.match(/apps\/([^/]+)\//);
  if (app) return `apps/${app[1]}`;
  if (source.includes("src/")) return "app source";
  return source;
}

/** Bytes of a chunk's code attributed to each package through its sourcemap. */
function bytesByModule(code, map, into) {
  const lines = code.split("\n");
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(";");
  for (const [lineNo, mappingLine] of mappingLines.entries()) {
    const line = lines[lineNo] ?? "";
    const segments = mappingLine ? mappingLine.split(",") : [];
    let column = 0;
    const starts = [];
    for (const segment of segments) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        starts.push([column, sourceIndex]);
      } else {
        starts.push([column, -1]);
      }
    }
    for (const [index, [start, source]] of starts.entries()) {
      const end = starts[index + 1]?.[0] ?? line.length;
      if (source < 0 || end <= start) continue;
      const name = moduleOf(map.sources[source] ?? "?");
      into.set(name, (into.get(name) ?? 0) + Buffer.byteLength(line.slice(start, end)));
    }
  }
}

// ------------------------------------------------------------ per site

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
for (const site of SITES) {
  const dist = join(root, "apps", site, "dist", "client");
  const assets = join(dist, "assets");
  const manifestFile = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    console.error(
      `apps/${site} is not built: run \`pnpm turbo run build --filter @qs/app-${site}\` first.`,
    );
    process.exit(1);
  }
  // The page loads the entry module (and preloads what it imports at once).
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const htmlRefs = [entry.file.replace(/^assets\//, "")];
  const shell = staticClosure(assets, htmlRefs);
  const listing = listingRouteChunk(assets);
  const chunks = staticClosure(assets, [...shell, listing]);

  let raw = 0;
  let gzip = 0;
  let shellGzip = 0;
  const modules = new Map();
  const later = new Set();
  for (const name of chunks) {
    const code = readChunk(assets, name);
    const bytes = Buffer.byteLength(code);
    const zipped = gzipSync(code, { level: 9 }).length;
    raw += bytes;
    gzip += zipped;
    if (shell.has(name)) shellGzip += zipped;
    const perChunk = new Map();
    const mapFile = join(assets, `${name}.map`);
    if (existsSync(mapFile))
      bytesByModule(code, JSON.parse(readFileSync(mapFile, "utf8")), perChunk);
    for (const [module, moduleBytes] of perChunk) {
      // A module's gzip share: its share of the chunk's bytes times the chunk's gzip size.
      modules.set(module, (modules.get(module) ?? 0) + (moduleBytes / bytes) * zipped);
    }
    for (const match of code.matchAll(DYNAMIC_IMPORT)) {
      const target = match[1].slice(2);
      if (!chunks.has(target)) later.add(target);
    }
  }
  rows.push({ site, chunks: chunks.size, raw, gzip, shellGzip, modules, listing, later });
}

console.log(
  `First-load JS of the listing route /Comparar, per site (budget ${BUDGET_KIB} KiB gzip)\n`,
);
console.log("site  chunks  raw KiB  gzip KiB  (entry alone)  budget");
for (const r of rows) {
  const status =
    r.gzip / 1024 <= BUDGET_KIB ? "within" : `over by ${kib(r.gzip - BUDGET_KIB * 1024)}`;
  console.log(
    `${r.site.padEnd(4)}  ${String(r.chunks).padStart(6)}  ${kib(r.raw).padStart(7)}  ${kib(r.gzip).padStart(8)}  ${kib(r.shellGzip).padStart(13)}  ${status}`,
  );
}

const reference = rows[0];
console.log(
  `\nHeaviest modules of apps/${reference.site}'s first load (KiB gzip, estimated from sourcemaps):`,
);
for (const [module, bytes] of [...reference.modules].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  console.log(`  ${kib(bytes).padStart(6)}  ${module}`);
}
console.log(
  `\nLoaded on demand from those chunks (not counted): ${reference.later.size} chunks, e.g. ${[
    ...reference.later,
  ]
    .slice(0, 8)
    .join(", ")}`,
);
