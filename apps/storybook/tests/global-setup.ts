import { serveStatic } from "../static-server.mjs";
import { ensureStaticBuild, staticDir } from "./storybook-static";

/** Builds Storybook if needed and serves it; the workers read its address from the environment. */
export default async function globalSetup() {
  ensureStaticBuild();
  const server = await serveStatic(staticDir);
  process.env.STORYBOOK_URL = server.url;
  return () => server.close();
}
