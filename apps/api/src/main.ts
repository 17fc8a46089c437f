import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { buildDemoCatalog } from "@qs/demo-catalog/index";
import { systemClock } from "./clock";
import {
  DEVELOPMENT_ALTCHA_KEY,
  DEVELOPMENT_TOKEN_ENCRYPTION_KEY,
  DEVELOPMENT_WEBHOOK_SECRET,
  loadConfig,
} from "./config";
import { createServer } from "./create-server";
import { openDatabase } from "./db/database";
import { isCatalogEmpty, loadCatalog } from "./db/seed/load-catalog";
import { developmentSecrets } from "./dev-secrets";
import { answerClientErrors, NODE_SERVER_OPTIONS } from "./http/node-server";
import { logger, setLogLevel } from "./logger";
import { ensureConsentRegistry } from "./services/consent-registry";
import { scheduleMailDelivery } from "./services/mail-outbox";
import { schedulePurchaseJobs } from "./services/purchase-reminders";
import { scheduleRetention } from "./services/retention";
import { ensureStaffMembers } from "./services/staff-auth";
import { createShutdown, exitOnFatalErrors } from "./shutdown";

/**
 * Reads the configuration, opens and migrates the database, seeds an empty catalogue, syncs
 * the members of staff, serves, runs the retention job, the purchase jobs (reminders,
 * abandonment) and the delivery of queued mail, and stops gracefully on SIGTERM/SIGINT (see shutdown.ts).
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
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});
await db.migrate();
// The consent texts in effect: production needs them as much as the demo does.
await ensureConsentRegistry(db);
// The back office's members of staff from STAFF_TOKENS (an unknown role stops the start).
await ensureStaffMembers(db, config, systemClock.now());
if (await isCatalogEmpty(db)) {
  logger.info("Empty catalogue: loading the demo catalogue");
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
    logger.info(`API listening on http://${config.host}:${info.port} (${where})`);
  },
);
answerClientErrors(server);
const retention = scheduleRetention(db, config, systemClock);
const purchaseJobs = schedulePurchaseJobs(db, config, systemClock);
const mailDelivery = scheduleMailDelivery(db, config, systemClock);

const shutdown = createShutdown({
  server: server as Server,
  graceMs: config.shutdownGraceMs,
  log: logger,
  stopAccepting: async () => {
    app.lifecycle.beginShutdown();
    await Promise.all([
      retention.stop(),
      purchaseJobs.stop(),
      mailDelivery.stop(),
      app.deps.state.catalogueVersion.close(),
      app.deps.state.chatStreams.close(),
    ]);
  },
  closeResources: () => db.close(),
});
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
