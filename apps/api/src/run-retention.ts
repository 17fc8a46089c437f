import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { logger, setLogLevel } from "./logger";
import { systemClock } from "./platform/clock";
import { runRetention } from "./platform/retention";

/**
 * `pnpm --filter @qs/api retention`: one pass of the retention job, then exit (0 when it ran
 * or another process held the pass, 1 on failure). On the embedded PGlite database the API
 * must be stopped first: one data directory takes one process.
 */
const config = loadConfig();
setLogLevel(config.logLevel);
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});
try {
  await runRetention(db, config.retentionDays, systemClock.now());
} catch (error) {
  logger.error({ err: error }, "Retention pass failed");
  process.exitCode = 1;
} finally {
  await db.close();
}
