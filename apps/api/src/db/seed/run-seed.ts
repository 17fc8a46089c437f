import { buildDemoCatalog } from "@qs/demo-catalog/index";
import { loadConfig } from "../../config";
import { logger, setLogLevel } from "../../logger";
import { openDatabase } from "../database";
import { loadCatalog } from "./load-catalog";

/** `pnpm --filter @qs/api seed`: migrates and replaces the catalogue with the demo catalogue. */
const config = loadConfig();
setLogLevel(config.logLevel);
const productsArg = process.argv.find((arg) => arg.startsWith("--products="));
const products = productsArg ? Number(productsArg.split("=")[1]) : undefined;
// No statement timeout: one bulk insert of a scaled catalogue may take longer than a request.
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: 0,
});
try {
  await db.migrate();
  const started = Date.now();
  const catalog = await buildDemoCatalog(products ? { products } : {});
  await loadCatalog(db, catalog);
  logger.info(
    { products: catalog.products.length, durationMs: Date.now() - started },
    `Catalogue loaded into ${db.kind === "pglite" ? config.dataDir : "PostgreSQL"}`,
  );
} finally {
  await db.close();
}
