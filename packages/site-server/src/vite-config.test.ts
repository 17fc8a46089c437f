import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { siteViteConfig } from "./vite-config";

function configOf(isSsrBuild: boolean) {
  const dir = mkdtempSync(join(tmpdir(), "qs-site-config-"));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ version: "1.2.3", qs: { port: 5199 } }),
  );
  const make = siteViteConfig(pathToFileURL(join(dir, "vite.config.ts")).href);
  return make({ command: "build", mode: "production", isSsrBuild });
}

describe("a site's build", () => {
  it("fixes NODE_ENV to production in the server's bundle, so React renders with its production build", async () => {
    const server = await configOf(true);
    expect(server.define?.["process.env.NODE_ENV"]).toBe('"production"');
    expect(server.define?.["import.meta.env.VITE_APP_VERSION"]).toBe('"1.2.3"');
  });

  it("leaves the browser's bundle to Vite, which already builds it for production", async () => {
    const client = await configOf(false);
    expect(client.define?.["process.env.NODE_ENV"]).toBeUndefined();
  });
});
