import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { staticDir } from "../static-server.mjs";

export { staticDir };

/**
 * Where the static server of the tests serves axe-core's script. Loaded as a script of its own
 * address, each story's page takes it from the browser's cache, compiled, where handing the
 * source to every page cost 75 ms a story.
 */
export const AXE_SCRIPT = "/__tests/axe-core.js";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Builds Storybook when there is no static build yet. Under turbo the
 * `build-storybook` task runs first (apps/storybook/turbo.json), so this only
 * builds when the test is started on its own in a fresh checkout.
 */
export function ensureStaticBuild(): void {
  if (existsSync(join(staticDir, "index.json"))) return;
  const result = spawnSync("pnpm", ["run", "build-storybook"], { cwd: appDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("build-storybook failed");
}

/**
 * The id of every story (docs pages left out), by the file that declares it, in the order of the
 * sidebar. With `STORY_PACKAGES` (folder names, comma-separated: `plan-detail,site-routes`), only
 * the stories those packages hold: the fast path (`npm run test:changed`) checks the stories of
 * the packages a change touches and of those that depend on them.
 */
export function storiesByFile(packages = process.env.STORY_PACKAGES): Map<string, string[]> {
  const index = JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8")) as {
    entries: Record<string, { id: string; type: string; importPath: string }>;
  };
  const wanted = packages
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const files = new Map<string, string[]>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== "story") continue;
    if (wanted && !wanted.some((name) => entry.importPath.includes(`/packages/${name}/`))) continue;
    const file = entry.importPath.replace(/^(\.\.\/)+/, "");
    files.set(file, [...(files.get(file) ?? []), entry.id]);
  }
  return files;
}
