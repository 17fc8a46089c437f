import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfigFnObject } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { cachedCompressor, pruneCompressedCopies } from "./precompressed-cache";

/** Where the compressed copies are kept between builds (`precompressed-cache.ts`). */
const COMPRESSED_COPIES = fileURLToPath(
  new URL("../node_modules/.cache/precompressed/", import.meta.url),
);

/**
 * A brotli and a gzip copy of every text file of a client build, which the servers send. The
 * copies come from the repository's folder of compressed copies when a build before made them.
 */
const precompressed = (): Plugin[] => [
  {
    name: "qs:prune-compressed-copies",
    apply: "build",
    buildStart: () => pruneCompressedCopies(COMPRESSED_COPIES),
  },
  compression({
    algorithms: (["br", "gz"] as const).map((method) =>
      defineAlgorithm(cachedCompressor(COMPRESSED_COPIES, method), { method }),
    ),
    filename: (id, { options }) => `${id}.${options.method}`,
    include: /\.(js|mjs|css|svg|json|txt|webmanifest|html)$/,
    threshold: 1024,
  }),
];

/**
 * The pages' Content-Security-Policy has no 'unsafe-eval'. Zod compiles object parsers with
 * `new Function` unless its configuration says `jitless`, and its probe for eval counts as a
 * CSP violation. The chunk holding Zod's core sets that configuration before Zod reads it: a
 * chunk's intro runs before its modules, where a `z.config()` call in the entry could run after
 * a chunk that builds schemas as it loads. Every way of running a site (dev, serve, start) goes
 * through these builds.
 */
const zodJitlessIntro = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id))
    ? "globalThis.__zod_globalConfig??={};globalThis.__zod_globalConfig.jitless=!0;"
    : "";

/**
 * React, the router, the query cache, i18next and zustand run on every page: one chunk of
 * their own, named by its content, so a release of the sites' code leaves it in the
 * visitor's cache. Left to itself the bundler cuts them into a chunk per set of lazy pages
 * that shares them, each with its own imports and exports: one chunk
 * is 3 KiB gzip lighter on the listing's first load (`bench/bundle-size.mjs`).
 */
const FRAMEWORK_CHUNK = {
  name: "framework",
  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core|router-ssr-query-core|react-router-ssr-query)|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
};

/**
 * The Vite configuration of a country site. `vite build` writes the browser's build to
 * dist/client (one stylesheet, hashed chunks, a manifest the server reads, a brotli and a gzip
 * copy of every text file, source maps kept out of the served files); `vite build --ssr
 * src/server.tsx` writes dist/server/server.js, the site's production server, with every
 * dependency bundled so it runs with node alone.
 * @public read by each app's vite.config.ts, which the production analysis leaves out
 */
export function siteViteConfig(appUrl: string): UserConfigFnObject {
  const pkg = JSON.parse(readFileSync(new URL("./package.json", appUrl), "utf8")) as {
    version: string;
    qs: { port: number };
  };
  const root = fileURLToPath(new URL(".", appUrl));
  const port = Number(process.env.PORT ?? pkg.qs.port);
  return defineConfig(({ isSsrBuild }) => ({
    root,
    plugins: [react(), ...(isSsrBuild ? [] : precompressed())],
    define: {
      "import.meta.env.VITE_APP_VERSION": JSON.stringify(pkg.version),
      // The server's bundle holds React and its JSX runtime, which pick their development
      // build (checks, component stacks, console.createTask per element: several times
      // slower) unless NODE_ENV says production as they load. The build decides it.
      ...(isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}),
    },
    server: { port, strictPort: true },
    ssr: { noExternal: true, target: "node" },
    build: isSsrBuild
      ? {
          outDir: "dist/server",
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: true,
          rollupOptions: { output: { entryFileNames: "server.js" } },
        }
      : {
          outDir: "dist/client",
          emptyOutDir: true,
          manifest: true,
          cssCodeSplit: false,
          sourcemap: "hidden",
          rollupOptions: {
            input: fileURLToPath(new URL("./src/main.tsx", appUrl)),
            output: {
              intro: zodJitlessIntro,
              codeSplitting: { groups: [FRAMEWORK_CHUNK] },
            },
          },
        },
  }));
}

/**
 * The Vite configuration of a single-page app (the back office): `vite build` writes its
 * index.html and hashed assets to dist/client, precompressed; `vite build --ssr src/server.ts`
 * writes dist/server/server.js, its production server (`spa-server.ts`), bundled to run with
 * node alone.
 * @public read by the app's vite.config.ts, which the production analysis leaves out
 */
export function spaViteConfig(appUrl: string): UserConfigFnObject {
  const pkg = JSON.parse(readFileSync(new URL("./package.json", appUrl), "utf8")) as {
    qs: { port: number };
  };
  const root = fileURLToPath(new URL(".", appUrl));
  return defineConfig(({ isSsrBuild }) => ({
    root,
    plugins: [react(), ...(isSsrBuild ? [] : precompressed())],
    define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
    server: { port: Number(process.env.PORT ?? pkg.qs.port), strictPort: true },
    ssr: { noExternal: true, target: "node" },
    build: isSsrBuild
      ? {
          outDir: "dist/server",
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: "server.js" } },
        }
      : {
          outDir: "dist/client",
          emptyOutDir: true,
          sourcemap: "hidden",
          rollupOptions: { output: { intro: zodJitlessIntro } },
        },
  }));
}
