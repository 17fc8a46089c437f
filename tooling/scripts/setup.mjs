// Set-up shared by `npm start` and `npm test`. Plain Node with no dependencies:
// it runs on a machine that has only Node and npm.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, "package.json"), "utf8"),
).packageManager.split("@")[1];

export function log(message) {
  process.stdout.write(`\n▸ ${message}\n`);
}

function quietly(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...options });
  return r.status ?? 1;
}

/**
 * The repository's own checks, shared by `npm test` and the fast path: each README's Owns line,
 * imports only through packages' exports, TypeScript references that follow the package.json
 * files. True when all pass.
 */
export function repositoryChecks() {
  return [
    ["check-readmes.mjs"],
    ["check-package-imports.mjs"],
    ["typescript-references.mjs", "--check"],
  ].every(
    ([script, ...args]) =>
      run(process.execPath, [join(root, "tooling/scripts", script), ...args]) === 0,
  );
}

/** pnpm at the version in package.json, installed globally when missing (npx as a last resort). */
export function ensurePnpm() {
  if (quietly("pnpm", ["--version"]) === PNPM_VERSION) return ["pnpm"];
  log(`Installing pnpm ${PNPM_VERSION}`);
  if (
    run("npm", ["install", "--global", `pnpm@${PNPM_VERSION}`]) === 0 &&
    quietly("pnpm", ["--version"]) === PNPM_VERSION
  ) {
    return ["pnpm"];
  }
  log(`Global install not possible here; using npx pnpm@${PNPM_VERSION}`);
  return ["npx", "--yes", `pnpm@${PNPM_VERSION}`];
}

export function pnpm(pnpmCmd, args, options) {
  return run(pnpmCmd[0], [...pnpmCmd.slice(1), ...args], options);
}

export function installDependencies(pnpmCmd) {
  log("Installing dependencies (pnpm install)");
  const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
  const status = pnpm(pnpmCmd, ["install", ...frozen, "--prefer-offline"]);
  if (status !== 0) {
    console.error("pnpm install failed: see the messages above.");
    process.exit(status);
  }
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");

/** The browser the tests drive (the Playwright preset's): Debian's Chromium headless shell. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(base, v, "bin");
    if (existsSync(join(bin, "initdb"))) return bin;
  }
  return null;
}

/**
 * Debian packages the tests need: Chromium's headless shell for browser tests, PostgreSQL for the
 * API's external-database run.
 */
export function ensureSystemPackages({ chromium, postgres }) {
  const missing = [];
  if (chromium && !existsSync(chromiumPath)) missing.push("chromium-headless-shell");
  if (postgres && !findPostgresBin()) missing.push("postgresql");
  if (missing.length === 0) return;
  if (!isRoot || !hasApt) {
    console.error(
      `\nMissing: ${missing.join(", ")}. Install ${missing.length > 1 ? "them" : "it"} and run again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n` +
        (missing.includes("chromium-headless-shell")
          ? "(or point CHROMIUM_PATH at an existing Chromium binary)\n"
          : ""),
    );
    process.exit(1);
  }
  log(`Installing ${missing.join(", ")} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update", "-qq"], { env }) !== 0 ||
    run("apt-get", ["install", "-y", "-qq", ...missing], { env }) !== 0
  ) {
    console.error(`apt-get could not install ${missing.join(", ")}.`);
    process.exit(1);
  }
}

/** The apps the product serves, each with its documented default port (package.json "qs" field). */
export function servedApps() {
  const appsDir = join(root, "apps");
  return readdirSync(appsDir)
    .map((dir) => {
      const file = join(appsDir, dir, "package.json");
      if (!existsSync(file)) return null;
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      return pkg.qs?.port
        ? { dir, name: pkg.name, label: pkg.qs.label, port: pkg.qs.port, kind: pkg.qs.kind }
        : null;
    })
    .filter(Boolean)
    .sort((a, b) => a.port - b.port);
}

export { spawn };
