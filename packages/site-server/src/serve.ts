import { serve } from "@hono/node-server";
import { createSiteServer, type SiteServerOptions } from "./site-server";

/** Starts a site's production server on 127.0.0.1 (or HOST) and PORT, and stops it on SIGTERM. */
export function serveSite(options: SiteServerOptions & { port: number; label: string }): void {
  const app = createSiteServer(options);
  const hostname = process.env.HOST ?? "127.0.0.1";
  const server = serve({ fetch: app.fetch, port: options.port, hostname }, (info) => {
    console.info(`${options.label}: http://${hostname}:${info.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
