import { fileURLToPath } from "node:url";
import type { CountryConfig } from "@qs/domain/country-config";
import { readClientAssets } from "@qs/site-server/client-manifest";
import { serveSite } from "@qs/site-server/serve";
import { createCountrySiteRenderer } from "./render-country-site";
import { buildSitemap } from "./sitemap";

export interface ServeOptions {
  /** import.meta.url of the built server (dist/server/server.js): the client build is beside it. */
  serverUrl: string;
  /** The port when PORT is not set. */
  defaultPort: number;
}

/**
 * Runs a country site's production server: the client build of dist/client, pages rendered on
 * the server, the sitemap from the API. PORT and HOST choose where it listens; HSTS=1 where it
 * is served over TLS; PARTNER_ORIGINS (space separated) adds origins allowed to frame it;
 * SITE_PAGE_CACHE=off renders every request (the bench's uncached run).
 */
export function serveCountrySite(config: CountryConfig, { serverUrl, defaultPort }: ServeOptions) {
  const clientDir = fileURLToPath(new URL("../client/", serverUrl));
  const siteUrl = config.sites.find((site) => site.code === config.code)?.url ?? "/";
  serveSite({
    label: `${config.brand} ${config.name}`,
    port: Number(process.env.PORT ?? defaultPort),
    clientDir,
    render: createCountrySiteRenderer(config, readClientAssets(clientDir)),
    siteUrl,
    sitemap: () => buildSitemap(config, siteUrl),
    ...(process.env.SITE_PAGE_CACHE === "off" ? { pageCache: false as const } : {}),
    security: {
      apiOrigin: new URL(config.apiBaseUrl).origin,
      partnerOrigins: (process.env.PARTNER_ORIGINS ?? "").split(/\s+/).filter(Boolean),
      hsts: process.env.HSTS === "1",
    },
  });
}
