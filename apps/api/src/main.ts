import cluster from "node:cluster";
import {
  createServer as createHttpServer,
  type RequestListener,
  type Server,
  type ServerOptions,
} from "node:http";
import { serve } from "@hono/node-server";
import { buildDemoCatalog } from "@qs/demo-catalog/index";
import {
  apiProcesses,
  DEVELOPMENT_ALTCHA_KEY,
  DEVELOPMENT_TOKEN_ENCRYPTION_KEY,
  DEVELOPMENT_WEBHOOK_SECRET,
  loadConfig,
} from "./config";
import { createServer } from "./create-server";
import { openDatabase } from "./db/database";
import { isCatalogEmpty, loadCatalog } from "./db/seed/load-catalog";
import { developmentSecrets } from "./dev-secrets";
import { ensureConsentRegistry } from "./features/privacy/consent-registry";
import { schedulePurchaseJobs } from "./features/purchase/purchase-reminders";
import { schedulePriceAlerts } from "./features/saved-comparisons/saved-comparison-store";
import { ensureDemoStaff } from "./features/staff-accounts/staff-accounts";
import { answerClientErrors, NODE_SERVER_OPTIONS } from "./http/node-server";
import { logger, setLogLevel } from "./logger";
import { systemClock } from "./platform/clock";
import { scheduleMailDelivery } from "./platform/mail-outbox";
import { scheduleRetention } from "./platform/retention";
import { ensureStaffMembers } from "./platform/staff-auth";
import { createShutdown, exitOnFatalErrors } from "./shutdown";

/**
 * Reads the configuration, opens and migrates the database, seeds an empty catalogue, syncs
 * the members of staff, serves, runs the retention job, the purchase jobs (reminders,
 * abandonment) and the delivery of queued mail, and stops gracefully on SIGTERM/SIGINT (see shutdown.ts).
 *
 * API_PROCESSES above 1 (PostgreSQL only) serves from that many processes (node:cluster): this
 * first process prepares the database, runs the background jobs and starts the servers, which
 * share the port; each server has its own read cache, robot counter and catalogue version.
 */
const loaded = loadConfig();
// Keys the environment does not name are the data directory's own, never the repository's.
const generated =
  loaded.paymentWebhookSecret === DEVELOPMENT_WEBHOOK_SECRET ||
  loaded.altchaHmacKey === DEVELOPMENT_ALTCHA_KEY ||
  loaded.tokenEncryptionKey === DEVELOPMENT_TOKEN_ENCRYPTION_KEY
    ? developmentSecrets(loaded.dataDir)
    : null;
const config = generated
  ? {
      ...loaded,
      paymentWebhookSecret:
        loaded.paymentWebhookSecret === DEVELOPMENT_WEBHOOK_SECRET
          ? generated.paymentWebhookSecret
          : loaded.paymentWebhookSecret,
      altchaHmacKey:
        loaded.altchaHmacKey === DEVELOPMENT_ALTCHA_KEY
          ? generated.altchaHmacKey
          : loaded.altchaHmacKey,
      tokenEncryptionKey:
        loaded.tokenEncryptionKey === DEVELOPMENT_TOKEN_ENCRYPTION_KEY
          ? generated.tokenEncryptionKey
          : loaded.tokenEncryptionKey,
    }
  : loaded;
setLogLevel(config.logLevel);
exitOnFatalErrors(logger);
const processes = apiProcesses(config.databaseUrl);
const serving = cluster.isWorker || processes === 1;
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});
if (!cluster.isWorker) {
  await db.migrate();
  // The consent texts in effect: production needs them as much as the demo does.
  await ensureConsentRegistry(db);
  // The back office's members of staff from STAFF_TOKENS (an unknown role stops the start).
  await ensureStaffMembers(db, config, systemClock.now());
  if (await isCatalogEmpty(db)) {
    logger.info("Empty catalogue: loading the demo catalogue");
    await loadCatalog(db, await buildDemoCatalog());
  }
  // The demo's people (one per role, and the catalogue's referral executives) when
  // DEMO_STAFF_PASSWORD names their password.
  if (config.demoStaffPassword) {
    await ensureDemoStaff(
      db,
      { ...config, demoStaffPassword: config.demoStaffPassword },
      systemClock.now(),
    );
  }
}
const where = db.kind === "pglite" ? `PGlite at ${config.dataDir}` : "PostgreSQL";
const jobs = cluster.isWorker
  ? []
  : [
      scheduleRetention(db, config, systemClock),
      schedulePurchaseJobs(db, config, systemClock),
      schedulePriceAlerts(db, config, systemClock),
      scheduleMailDelivery(db, config, systemClock),
    ];
if (serving) serve1();
else startServers();

/** This process serves the API on the port (one of several when a cluster worker). */
function serve1(): void {
  const app = createServer({ db, clock: systemClock, config });
  const server = serve(
    {
      fetch: app.wholeFetch,
      port: config.port,
      hostname: config.host,
      serverOptions: NODE_SERVER_OPTIONS,
      // A kept answer is written before the adapter builds a Request (cached-fast-path.ts).
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createHttpServer(options, app.nodeListener(listener))) as typeof createHttpServer,
    },
    (info) => {
      if (cluster.isWorker) process.send?.({ listening: info.port });
      else logger.info(`API listening on http://${config.host}:${info.port} (${where})`);
    },
  );
  answerClientErrors(server);

  const shutdown = createShutdown({
    server: server as Server,
    graceMs: config.shutdownGraceMs,
    log: logger,
    stopAccepting: async () => {
      app.lifecycle.beginShutdown();
      await Promise.all([
        ...jobs.map((job) => job.stop()),
        app.deps.state.catalogueVersion.close(),
        app.deps.state.chatStreams.close(),
      ]);
    },
    closeResources: () => db.close(),
  });
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

/**
 * The first process of a cluster: starts `processes` servers, says the API listens once all
 * do, starts again a server that dies, and on SIGTERM/SIGINT stops the jobs, then the
 * servers (each finishes its requests in flight), then closes the database.
 */
function startServers(): void {
  let stopping = false;
  let listening = 0;
  const start = () => {
    const worker = cluster.fork();
    worker.on("message", (message: { listening?: number }) => {
      if (message.listening === undefined) return;
      listening += 1;
      if (listening === processes) {
        logger.info(
          `API listening on http://${config.host}:${message.listening} (${where}, ${processes} processes)`,
        );
      }
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, "An API process stopped: starting another");
      listening -= 1;
      start();
    });
  };
  for (let i = 0; i < processes; i += 1) start();
  const stopAll = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "Stopping the API processes");
    await Promise.all(jobs.map((job) => job.stop()));
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stopAll("SIGINT"));
  process.on("SIGTERM", () => void stopAll("SIGTERM"));
}
