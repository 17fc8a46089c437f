import { serve } from "@hono/node-server";
import { buildDemoCatalog } from "@qs/demo-catalog/index";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { createServer } from "./create-server";
import { openDatabase } from "./db/database";
import { isCatalogEmpty, loadCatalog } from "./db/seed/load-catalog";
import { answerClientErrors, NODE_SERVER_OPTIONS } from "./http/node-server";
import { ensureConsentRegistry } from "./services/consent-registry";

/** Reads the configuration, opens and migrates the database, seeds an empty catalogue, serves. */
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await db.migrate();
// The consent texts in effect: production needs them as much as the demo does.
await ensureConsentRegistry(db);
if (await isCatalogEmpty(db)) {
  console.info("Empty catalogue: loading the demo catalogue.");
  await loadCatalog(db, await buildDemoCatalog());
}

const app = createServer({ db, clock: systemClock, config });
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: NODE_SERVER_OPTIONS,
  },
  (info) => {
    const where = db.kind === "pglite" ? `PGlite at ${config.dataDir}` : "PostgreSQL";
    console.info(`API listening on http://localhost:${info.port} (${where})`);
  },
);
answerClientErrors(server);

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping the API.`);
  server.close(() => {
    db.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
