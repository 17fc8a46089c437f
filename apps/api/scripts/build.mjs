// Bundles src/main.ts into dist/main.js: our workspace packages (@qs/*) are
// bundled, everything from node_modules stays external. The drizzle
// migrations are copied beside the bundle so dist/ runs on its own.
// `--out <folder>` writes the same bundle elsewhere (the tests that start the
// server as a child process run it from a folder of their own).
import { cpSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outFlag = process.argv.indexOf("--out");
const dist = outFlag > 0 ? resolve(process.argv[outFlag + 1] ?? "") : join(root, "dist");
rmSync(dist, { recursive: true, force: true });

/** Bare imports stay external unless they name one of our workspace packages. */
const externalNodeModules = {
  name: "external-node-modules",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@qs/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [join(root, "src/main.ts")],
  outfile: join(dist, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: outFlag > 0 ? "warning" : "info",
  plugins: [externalNodeModules],
});
cpSync(join(root, "drizzle"), join(dist, "drizzle"), { recursive: true });
if (outFlag < 0) console.info("dist/main.js and dist/drizzle are ready.");
