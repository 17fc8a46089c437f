import { fileURLToPath } from "node:url";
import type { CountryConfig } from "@qs/domain/country-config";
import { readClientAssets } from "@qs/site-server/client-manifest";
import { serveSite } from "@qs/site-server/serve";
import { compileTrustProxy } from "@qs/visitor-address/client-address";
import { SITE_SERVICE_TOKEN_MIN_LENGTH } from "@qs/visitor-address/site-service";
import { createCountrySiteRenderer } from "./render-country-site";
import { buildSitemap } from "./sitemap";

export interface ServeOptions {
  /** import.meta.url of the built server (dist/server/server.js): the client build is beside it. */
  serverUrl: string;
  /** The port when PORT is not set. */
  defaultPort: number;
}

/** A setting of the environment that must be a positive whole number, when it is set. */
function positiveSetting(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  }
  return value;
}

/** SITE_SERVICE_TOKEN, when it is set; a short one stops the start. */
function siteServiceToken(): string | undefined {
  const token = process.env.SITE_SERVICE_TOKEN;
  if (!token) return undefined;
  if (token.length < SITE_SERVICE_TOKEN_MIN_LENGTH) {
    throw new Error(
      `SITE_SERVICE_TOKEN needs at least ${SITE_SERVICE_TOKEN_MIN_LENGTH} characters`,
    );
  }
  return token;
}

/**
 * Runs a country site's production server: the client build of dist/client, pages rendered on
 * the server, the sitemap from the API. PORT and HOST choose where it listens; HSTS=1 where it
 * is served over TLS; PARTNER_ORIGINS (space separated) adds origins allowed to frame it;
 * SITE_PAGE_CACHE=off renders every request (the bench's uncached run). SITE_SERVICE_TOKEN is
 * the credential with which its API calls name the visitor (the API's own value; required in
 * production), TRUST_PROXY the proxies in front of it (comma separated, as the API's), and
 * RENDERS_PER_CLIENT_PER_MINUTE the renderings one client may cause (120).
 */
export function serveCountrySite(config: CountryConfig, { serverUrl, defaultPort }: ServeOptions) {
  const clientDir = fileURLToPath(new URL("../client/", serverUrl));
  const siteUrl = config.sites.find((site) => site.code === config.code)?.url ?? "/";
  const token = siteServiceToken();
  // Read as the server runs: the server's build fixes `process.env.NODE_ENV` (React's switch).
  const { NODE_ENV: runningAs } = process.env;
  if (!token && runningAs === "production") {
    throw new Error(
      "SITE_SERVICE_TOKEN is required in production: without it every page rendered counts against this server's own address at the API",
    );
  }
  const rendersPerMinute = positiveSetting("RENDERS_PER_CLIENT_PER_MINUTE");
  serveSite({
    label: `${config.brand} ${config.name}`,
    port: Number(process.env.PORT ?? defaultPort),
    clientDir,
    render: createCountrySiteRenderer(config, readClientAssets(clientDir), {
      siteServiceToken: token,
    }),
    siteUrl,
    sitemap: () => buildSitemap(config, siteUrl),
    ...(process.env.SITE_PAGE_CACHE === "off" ? { pageCache: false as const } : {}),
    trustProxy: compileTrustProxy(
      (process.env.TRUST_PROXY ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
    ...(rendersPerMinute ? { renderLimit: { perMinute: rendersPerMinute } } : {}),
    security: {
      apiOrigin: new URL(config.apiBaseUrl).origin,
      partnerOrigins: (process.env.PARTNER_ORIGINS ?? "").split(/\s+/).filter(Boolean),
      hsts: process.env.HSTS === "1",
      ...(config.mapStyleUrl ? { mapOrigin: new URL(config.mapStyleUrl).origin } : {}),
    },
  });
}
