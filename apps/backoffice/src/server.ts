import { fileURLToPath } from "node:url";
import { serveSpa } from "@qs/site-server/spa-server";

/**
 * The back office's production server: its build, and `/api/` forwarded to the API
 * (API_ORIGIN, default the local API). SITE_SERVICE_TOKEN, shared with the API, lets the API's
 * audit name the staff member's address; TRUST_PROXY names the proxies in front of this server.
 */
serveSpa({
  clientDir: fileURLToPath(new URL("../client", import.meta.url)),
  apiOrigin: (process.env.API_ORIGIN ?? "http://127.0.0.1:4000").replace(/\/+$/, ""),
  ...(process.env.SITE_SERVICE_TOKEN ? { siteServiceToken: process.env.SITE_SERVICE_TOKEN } : {}),
  trustProxy: (process.env.TRUST_PROXY ?? "")
    .split(",")
    .map((each) => each.trim())
    .filter(Boolean),
  hsts: process.env.HSTS === "1",
  port: Number(process.env.PORT ?? 5190),
  label: "Back office",
});
