import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { createSiteServer, type SiteServerOptions } from "./site-server";

/**
 * SITE_PROCESSES: how many processes serve the site (default 1), sharing its port through
 * node:cluster. Each keeps its own page cache.
 */
function siteProcesses(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`SITE_PROCESSES must be a whole number from 1 to 64, not "${value}"`);
  }
  return count;
}

/**
 * Starts a site's production server on 127.0.0.1 (or HOST) and PORT, and stops it on SIGTERM;
 * with SITE_PROCESSES above 1, that many servers on the port, started again if one dies.
 */
export function serveSite(options: SiteServerOptions & { port: number; label: string }): void {
  const processes = siteProcesses(process.env.SITE_PROCESSES);
  const hostname = process.env.HOST ?? "127.0.0.1";
  if (processes > 1 && cluster.isPrimary) {
    startServers(processes, () =>
      console.info(
        `${options.label}: http://${hostname}:${options.port}/ (${processes} processes)`,
      ),
    );
    return;
  }
  const app = createSiteServer(options);
  const server = serve({ fetch: app.fetch, port: options.port, hostname }, (info) => {
    if (cluster.isWorker) process.send?.({ listening: info.port });
    else console.info(`${options.label}: http://${hostname}:${info.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function startServers(processes: number, announce: () => void): void {
  let stopping = false;
  let listening = 0;
  const start = () => {
    const worker = cluster.fork();
    worker.on("message", (message: { listening?: number }) => {
      if (message.listening === undefined) return;
      listening += 1;
      if (listening === processes) announce();
    });
    worker.on("exit", () => {
      if (stopping) return;
      console.error("A site process stopped: starting another");
      listening -= 1;
      start();
    });
  };
  for (let i = 0; i < processes; i += 1) start();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill("SIGTERM");
    }
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
