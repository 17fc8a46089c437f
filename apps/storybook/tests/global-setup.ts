import { createRequire } from "node:module";
import { serveStatic } from "../static-server.mjs";
import { AXE_SCRIPT, ensureStaticBuild, staticDir } from "./storybook-static";

/**
 * Builds Storybook if needed and serves it, with axe-core's script beside it; the workers read
 * its address from the environment.
 */
export default async function globalSetup() {
  ensureStaticBuild();
  const axe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  const server = await serveStatic(staticDir, { extraFiles: { [AXE_SCRIPT]: axe } });
  process.env.STORYBOOK_URL = server.url;
  return () => server.close();
}
