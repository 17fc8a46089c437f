// A package is used only through its public face: what its package.json `exports` names.
//
//   node tooling/scripts/check-package-imports.mjs
//
// An import of another workspace package (`@qs/<name>/<module>`) must name a top-level module
// (matched by the package's `"./*"` entry) or an entry the package declares on purpose: an exact
// key (`"./plan-detail-route"`) or a named folder (`"./api/*"`). A path into a folder the package
// did not declare (`@qs/comparator-ui/errors/load-error`) reaches into its inside: the check
// fails and says which entry to add, so moving a file inside a package never breaks another.
// The test support (`@qs/test-support`, `@qs/country-samples`) is for tests and stories only: a
// file a visitor's page runs may not import it.

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether `subpath` (after `@qs/<name>/`) is part of the public face `exports` declares. */
export function isPublic(exportsMap, subpath) {
  for (const key of Object.keys(exportsMap ?? {})) {
    const wanted = key.replace(/^\.\//, "");
    if (wanted === subpath) return true;
    const star = wanted.indexOf("*");
    if (star < 0) continue;
    const prefix = wanted.slice(0, star);
    const rest = subpath.slice(prefix.length);
    if (!subpath.startsWith(prefix) || rest.length === 0) continue;
    // The bare "./*" opens the top level only; a named folder ("./api/*") opens that folder.
    if (prefix === "" ? !rest.includes("/") : true) return true;
  }
  return false;
}

/** Every `@qs/...` specifier a source file imports, re-exports, loads lazily or mocks. */
export function workspaceSpecifiers(source) {
  const found = [];
  const pattern = /(?:from\s+|import\s+|import\(\s*|vi\.mock\(\s*)["'](@qs\/[^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

function workspacePackages() {
  const packages = new Map();
  for (const group of ["packages", "apps", "tooling"]) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const file = join(root, group, entry.name, "package.json");
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8"));
      packages.set(manifest.name, { folder: join(group, entry.name), exports: manifest.exports });
    }
  }
  return packages;
}

const TEST_ONLY = ["@qs/test-support", "@qs/country-samples"];

/** Whether a file is a test, a story or test support rather than code a site or server runs. */
export function isTestFile(file) {
  return (
    /\.(test|spec|stories)\.[cm]?tsx?$/.test(file) ||
    /(^|\/)(testing|tests?|e2e|bench|tooling|\.storybook)\//.test(file) ||
    /(^|\/)(vitest|playwright|vite)\.config\.[cm]?ts$/.test(file)
  );
}

export function checkPackageImports() {
  const packages = workspacePackages();
  const owner = (file) =>
    [...packages].find(([, { folder }]) => file.startsWith(`${folder}/`))?.[0] ?? null;
  const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.mts"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file && existsSync(join(root, file)));
  const problems = [];
  for (const file of files) {
    const from = owner(file);
    for (const specifier of workspaceSpecifiers(readFileSync(join(root, file), "utf8"))) {
      const [, name, subpath] = specifier.match(/^(@qs\/[^/]+)(?:\/(.+))?$/) ?? [];
      if (TEST_ONLY.includes(name) && !isTestFile(file)) {
        problems.push(
          `${file} imports ${specifier}: test support is for tests and stories only. Move what ` +
            "the page needs into the feature package or a lower layer (@qs/ui, @qs/domain).",
        );
        continue;
      }
      const target = packages.get(name);
      if (!target || !subpath || name === from || !target.exports) continue;
      if (isPublic(target.exports, subpath)) continue;
      problems.push(
        `${file} imports ${specifier}, a file inside ${name}. Import what the package offers: ` +
          `declare it in ${target.folder}/package.json "exports" (for example ` +
          `"./${subpath.split("/").pop()}": "./src/${subpath}.ts(x)") and import ` +
          `${name}/${subpath.split("/").pop()}, or move the piece into the package that needs it.`,
      );
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkPackageImports();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.info("Every import of another package goes through what that package exports.");
}
